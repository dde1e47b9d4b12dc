// The frame around one option of the form: its label (a legend for grouped inputs), the required mark, the
// info tooltip, the instructions and the messages of the rules module, announced when they change. Plain
// elements styled by option-form.css, so the storefront page that shows it loads no styling library.
import { useId, type ReactNode } from 'react';
import { ruleMessageIn } from '../../shared/i18n/rule-messages.ts';
import type { ServiceOption } from '../../shared/rules/index.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { toggleText } from '../service-model.ts';
import { fieldIds } from './field-props.ts';

interface Props {
  option: ServiceOption;
  idBase: string;
  required: boolean;
  messages: string[];
  /** Grouped inputs (radios, size, warranty) get a fieldset and legend; a single input a label. */
  group: boolean;
  children: ReactNode;
}

export function OptionFrame({ option, idBase, required, messages, group, children }: Props) {
  const ids = fieldIds(idBase);
  const { t } = useStoreWords();
  const instructions = toggleText(option, 'instructions');
  const tooltip = toggleText(option, 'infoTooltip');
  const labelText = option.label.value || t('storefront.options.untitled');
  const label = (
    <>
      {labelText}
      {required ? (
        <span aria-hidden className="of-required">
          *
        </span>
      ) : null}
      {required ? <span className="of-visually-hidden"> {t('storefront.options.required')}</span> : null}
    </>
  );
  const tip = tooltip ? (
    <InfoTip label={t('storefront.options.about', { label: labelText })} text={tooltip} />
  ) : null;
  // A group's legend must be the fieldset's first child to name it; a single input gets a label.
  const heading = group ? (
    <legend className="of-heading">
      <span id={ids.label} className="of-label">
        {label}
      </span>
      {tip}
    </legend>
  ) : (
    <div className="of-heading">
      <label id={ids.label} htmlFor={ids.input} className="of-label">
        {label}
      </label>
      {tip}
    </div>
  );
  const body = (
    <>
      {heading}
      {instructions ? (
        <p id={ids.help} className="of-help">
          {instructions}
        </p>
      ) : null}
      {children}
      <div id={ids.messages} className="of-messages" aria-live="polite">
        {messages.map((m) => (
          <p key={m}>{ruleMessageIn(t, m)}</p>
        ))}
      </div>
    </>
  );
  return (
    <div data-testid="option-field" data-option-id={String(option.id)} className="of-field">
      {group ? <fieldset className="of-fieldset">{body}</fieldset> : body}
    </div>
  );
}

/** The option's info tooltip: a button named "About …" described by the text, shown on hover and focus. */
function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <span className="of-tip">
      <button type="button" className="of-tip__button" aria-label={label} aria-describedby={id}>
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" />
        </svg>
      </button>
      <span role="tooltip" id={id} className="of-tip__bubble">
        {text}
      </span>
    </span>
  );
}
