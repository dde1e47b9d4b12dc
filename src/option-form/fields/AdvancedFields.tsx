// The advanced option types with several fields in one answer: current/desired size (4: current_size and
// desired_size), insurance (9: the item's retail_value) and warranty (12: the purchase date under the
// option's own date label, plus its extra fields).
import type { Answer } from '../../shared/rules/index.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame } from './OptionFrame.tsx';
import { NumberInput, SubInput } from './TextFields.tsx';

type Fields = Record<string, string | number | null | undefined>;

function fieldsOf(answer: Answer): Fields {
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) return answer;
  return {};
}

/** The answer with one field changed; null when every field is empty (unanswered). */
function withField(answer: Answer, key: string, value: string | number | null): Answer {
  const next: Fields = { ...fieldsOf(answer), [key]: value };
  const empty = Object.values(next).every((v) => v === null || v === undefined || v === '');
  return empty ? null : next;
}

export function SizeOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const { t } = useStoreWords();
  const fields = fieldsOf(value);
  const described = describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0);
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      <div className="of-pair">
        <NumberInput
          id={`${idBase}-current_size`}
          label={t('storefront.options.current_size')}
          value={fields.current_size}
          onChange={(v) => onChange(withField(value, 'current_size', v))}
          error={messages.length > 0}
          required={required}
          disabled={disabled}
          describedBy={described}
        />
        <NumberInput
          id={`${idBase}-desired_size`}
          label={t('storefront.options.desired_size')}
          value={fields.desired_size}
          onChange={(v) => onChange(withField(value, 'desired_size', v))}
          error={messages.length > 0}
          required={required}
          disabled={disabled}
          describedBy={described}
        />
      </div>
    </OptionFrame>
  );
}

export function InsuranceOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const { t } = useStoreWords();
  const retail =
    typeof value === 'number' || typeof value === 'string' ? value : fieldsOf(value).retail_value;
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      <div className="of-narrow">
        <NumberInput
          id={fieldIds(idBase).input}
          label={t('storefront.options.retail_value')}
          value={retail}
          onChange={(v) => onChange(v === null ? null : { retail_value: v })}
          error={messages.length > 0}
          required={required}
          disabled={disabled}
          describedBy={describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0)}
        />
      </div>
    </OptionFrame>
  );
}

export function WarrantyOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const { t } = useStoreWords();
  const fields = fieldsOf(value);
  const dateLabel = option.meta_data.warranty_date_label?.trim() || t('storefront.options.purchase_date');
  const described = describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0);
  const extra = option.meta_data.fields.filter((f) => f.key !== 'purchase_date');
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      <div className="of-pair">
        <SubInput
          id={fieldIds(idBase).input}
          type="date"
          label={dateLabel}
          value={typeof fields.purchase_date === 'string' ? fields.purchase_date : ''}
          onChange={(v) => onChange(withField(value, 'purchase_date', v))}
          error={messages.length > 0}
          required={required}
          disabled={disabled}
          describedBy={described}
        />
        {extra.map((f) =>
          f.type === 'number' ? (
            <NumberInput
              key={f.key}
              id={`${idBase}-${f.key}`}
              label={f.label ?? f.key}
              value={fields[f.key]}
              onChange={(v) => onChange(withField(value, f.key, v))}
              disabled={disabled}
              describedBy={described}
            />
          ) : (
            <SubInput
              key={f.key}
              id={`${idBase}-${f.key}`}
              type={f.type === 'date' ? 'date' : 'text'}
              label={f.label ?? f.key}
              value={fields[f.key] === undefined || fields[f.key] === null ? '' : String(fields[f.key])}
              onChange={(v) => onChange(withField(value, f.key, v))}
              disabled={disabled}
              describedBy={described}
            />
          ),
        )}
      </div>
    </OptionFrame>
  );
}
