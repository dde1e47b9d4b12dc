// The choice options: dropdown (5), multiselect radio (6, any number of choices), checkbox yes/no (7),
// single select text (10) and single select image (11). Choices show their option cost when the option has
// one, their images when "Add choice images" is on (always for single select image), and 'Other' with a text
// field when the 'Other' Option toggle asks for it. Native radios, checkboxes and select: the keyboard and
// assistive technology work as they do everywhere else.
import { useState, type ReactNode } from 'react';
import type { OptionChoice, ServiceOption } from '../../shared/rules/index.ts';
import {
  answerForChoice,
  choiceText,
  isOtherAnswer,
  OTHER_VALUE,
  offersOther,
  otherText,
  selectedIds,
  singleChoiceValue,
} from '../choices.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame } from './OptionFrame.tsx';
import { SubInput } from './TextFields.tsx';

const imageOf = (choice: OptionChoice): string | null =>
  typeof choice.image === 'string' && choice.image.trim() !== '' ? choice.image : null;

type Size = 'small' | 'medium' | 'large';

function OtherText({
  idBase,
  value,
  onChange,
  disabled,
}: Pick<OptionFieldProps, 'idBase' | 'value' | 'onChange' | 'disabled'>) {
  const { t } = useStoreWords();
  if (!isOtherAnswer(value)) return null;
  return (
    <div className="of-other">
      <SubInput
        id={`${idBase}-other`}
        type="text"
        label={t('storefront.options.specify')}
        value={otherText(value)}
        onChange={(v) => onChange({ other: v ?? '' })}
        disabled={disabled}
      />
    </div>
  );
}

function ChoiceImage({ src, size }: { src: string; size: Size }) {
  // A picture that fails to load leaves a quiet placeholder, not a broken-image icon.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <ImagePlaceholder size={size} />;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
      className={`of-image of-image--${size}`}
    />
  );
}

function ImagePlaceholder({ size }: { size: Size }) {
  return <span aria-hidden className={`of-image of-image--placeholder of-image--${size}`} />;
}

export function DropdownOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const { t, money } = useStoreWords();
  const current = singleChoiceValue(value);
  const showImages = option.toggles.image.active;
  const chosen = option.values.find((c) => String(c.id) === current);
  const chosenImage = showImages && chosen ? imageOf(chosen) : null;
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group={false}>
      <div className="of-with-image">
        <select
          id={fieldIds(idBase).input}
          value={current}
          onChange={(e) => onChange(answerForChoice(option, e.target.value, value))}
          disabled={disabled}
          aria-invalid={messages.length > 0}
          aria-required={required || undefined}
          aria-describedby={describedBy(
            idBase,
            toggleText(option, 'instructions') !== '',
            messages.length > 0,
          )}
        >
          <option value="">{t('storefront.options.choose')}</option>
          {option.values.map((c) => (
            <option key={String(c.id)} value={String(c.id)}>
              {choiceText(option, c, money)}
            </option>
          ))}
          {offersOther(option) ? <option value={OTHER_VALUE}>{t('storefront.options.other')}</option> : null}
        </select>
        {chosenImage ? <ChoiceImage src={chosenImage} size="medium" /> : null}
      </div>
      <OtherText idBase={idBase} value={value} onChange={onChange} disabled={disabled} />
    </OptionFrame>
  );
}

function ChoiceLabel({
  option,
  choice,
  image,
}: {
  option: ServiceOption;
  choice: OptionChoice;
  image: 'none' | 'small' | 'large';
}) {
  const { money } = useStoreWords();
  const src = image === 'none' ? null : imageOf(choice);
  if (image === 'large')
    return (
      <span className="of-choice of-choice--large">
        {src ? <ChoiceImage src={src} size="large" /> : <ImagePlaceholder size="large" />}
        <span>{choiceText(option, choice, money)}</span>
      </span>
    );
  return (
    <span className="of-choice">
      {src ? <ChoiceImage src={src} size="small" /> : null}
      {choiceText(option, choice, money)}
    </span>
  );
}

/** One radio or checkbox in its tile; the whole tile is its label. */
function Tile({
  type,
  name,
  value,
  checked,
  onChange,
  disabled,
  describedBy: described,
  children,
}: {
  type: 'radio' | 'checkbox';
  name?: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <label className="of-tile">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        aria-describedby={described}
      />
      {children}
    </label>
  );
}

/** Single select text (10) and single select image (11): one choice among tiles. */
export function SingleSelectOptionField(props: OptionFieldProps & { withImages: boolean }) {
  const { option, value, onChange, messages, required, idBase, disabled, withImages } = props;
  const { t } = useStoreWords();
  const ids = fieldIds(idBase);
  const image = withImages ? 'large' : option.toggles.image.active ? 'small' : 'none';
  const current = singleChoiceValue(value);
  const pick = (v: string) => onChange(answerForChoice(option, v, value));
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      <div
        role="radiogroup"
        aria-labelledby={ids.label}
        aria-describedby={describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0)}
        aria-required={required || undefined}
        aria-invalid={messages.length > 0 || undefined}
        className={`of-tiles${withImages ? ' of-tiles--images' : ''}`}
      >
        {option.values.map((c) => (
          <Tile
            key={String(c.id)}
            type="radio"
            name={ids.input}
            value={String(c.id)}
            checked={current === String(c.id)}
            onChange={() => pick(String(c.id))}
            disabled={disabled}
          >
            <ChoiceLabel option={option} choice={c} image={image} />
          </Tile>
        ))}
        {offersOther(option) ? (
          <Tile
            type="radio"
            name={ids.input}
            value={OTHER_VALUE}
            checked={current === OTHER_VALUE}
            onChange={() => pick(OTHER_VALUE)}
            disabled={disabled}
          >
            {t('storefront.options.other')}
          </Tile>
        ) : null}
      </div>
      <OtherText idBase={idBase} value={value} onChange={onChange} disabled={disabled} />
    </OptionFrame>
  );
}

/** Multiselect radio (6): any number of the choices; the answer lists the chosen ids in choice order. */
export function MultiselectOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const chosen = selectedIds(value);
  const described = describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0);
  const toggle = (choice: OptionChoice, on: boolean) => {
    const key = String(choice.id);
    const next = option.values.filter((c) => (String(c.id) === key ? on : chosen.includes(String(c.id))));
    onChange(next.length ? next.map((c) => c.id) : null);
  };
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      {/* The fieldset around it is the group, named by its legend. */}
      <div className="of-tiles">
        {option.values.map((c) => (
          <Tile
            key={String(c.id)}
            type="checkbox"
            value={String(c.id)}
            checked={chosen.includes(String(c.id))}
            onChange={(on) => toggle(c, on)}
            disabled={disabled}
            describedBy={described}
          >
            <ChoiceLabel option={option} choice={c} image={option.toggles.image.active ? 'small' : 'none'} />
          </Tile>
        ))}
      </div>
    </OptionFrame>
  );
}

/** Checkbox Yes/No (7): answered true or false; unanswered until one is chosen. */
export function YesNoOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const { t } = useStoreWords();
  const ids = fieldIds(idBase);
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      <div
        role="radiogroup"
        aria-labelledby={ids.label}
        aria-describedby={describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0)}
        aria-required={required || undefined}
        aria-invalid={messages.length > 0 || undefined}
        className="of-tiles of-tiles--row"
      >
        <Tile
          type="radio"
          name={ids.input}
          value="yes"
          checked={value === true}
          onChange={() => onChange(true)}
          disabled={disabled}
        >
          {t('storefront.options.yes')}
        </Tile>
        <Tile
          type="radio"
          name={ids.input}
          value="no"
          checked={value === false}
          onChange={() => onChange(false)}
          disabled={disabled}
        >
          {t('storefront.options.no')}
        </Tile>
      </div>
    </OptionFrame>
  );
}
