// Adds or edits one address of the customer's address book: labelled fields, the country from the reference
// list, "use as default"; the server's field messages land on their fields. Saving shows progress; a failure
// keeps what was typed. Hand-built (../../shell/ui/, account.css): checkout can use it without a styling
// library.
import { useState, type FormEvent } from 'react';
import type { ApiResult } from '../../client/api.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { Button } from '../../shell/ui/Button.tsx';
import { CheckboxInput, SelectInput, TextInput } from '../../shell/ui/Field.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import type { AddressInput, Country, SavedAddress } from './address-book-api.ts';
import '../account/account.css';

type Draft = Record<
  | 'label'
  | 'contact_name'
  | 'address_line1'
  | 'address_line2'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'country_code'
  | 'phone',
  string
>;

const draftOf = (a: SavedAddress | null, country: string): Draft => ({
  label: a?.label ?? '',
  contact_name: a?.contact_name ?? '',
  address_line1: a?.address_line1 ?? '',
  address_line2: a?.address_line2 ?? '',
  city: a?.city ?? '',
  state: a?.state ?? '',
  postal_code: a?.postal_code ?? '',
  country_code: a?.country_code ?? country,
  phone: a?.phone ?? '',
});

const required: (keyof Draft)[] = ['label', 'address_line1', 'city', 'country_code'];

interface Props {
  address: SavedAddress | null;
  countries: Country[];
  /** The country a new address starts with (the store's). */
  defaultCountry: string;
  save: (body: AddressInput) => Promise<ApiResult<SavedAddress>>;
  onSaved: (address: SavedAddress) => void;
  onCancel: () => void;
}

export function AddressForm({ address, countries, defaultCountry, save, onSaved, onCancel }: Props) {
  const { t } = useStoreWords();
  const [draft, setDraft] = useState<Draft>(() => draftOf(address, defaultCountry));
  const [isDefault, setIsDefault] = useState(address?.is_default ?? false);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const missing = Object.fromEntries(
      required.filter((k) => draft[k].trim() === '').map((k) => [k, t('validation.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    setFailure(null);
    const optional = (v: string) => (v.trim() === '' ? null : v.trim());
    const result = await save({
      label: draft.label.trim(),
      address_type: address?.address_type ?? 'shipping',
      address_line1: draft.address_line1.trim(),
      city: draft.city.trim(),
      country_code: draft.country_code,
      contact_name: optional(draft.contact_name),
      address_line2: optional(draft.address_line2),
      state: optional(draft.state),
      postal_code: optional(draft.postal_code),
      phone: optional(draft.phone),
      is_default: isDefault,
    });
    setSaving(false);
    if (result.ok) return onSaved(result.data);
    setFailure(result.error.message);
    setErrors(Object.fromEntries((result.error.fields ?? []).map((f) => [f.field, f.message])));
  }

  const field = (name: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      name={name}
      value={draft[name]}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      error={errors[name]}
      required={required.includes(name)}
      {...extra}
    />
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={address ? t('storefront.addresses.edit_address') : t('storefront.addresses.new')}
    >
      <div className="sf-form-grid">
        {field('label', t('storefront.addresses.label'), { maxLength: 100 })}
        {field('contact_name', t('storefront.addresses.name'), { autoComplete: 'name' })}
        <div className="sf-form-grid__wide">
          {field('address_line1', t('storefront.fields.line1'), { autoComplete: 'address-line1' })}
        </div>
        <div className="sf-form-grid__wide">
          {field('address_line2', t('storefront.fields.line2'), { autoComplete: 'address-line2' })}
        </div>
        {field('city', t('storefront.fields.city'), { autoComplete: 'address-level2' })}
        {field('state', t('storefront.fields.state'), { autoComplete: 'address-level1' })}
        {field('postal_code', t('storefront.fields.postal_code'), { autoComplete: 'postal-code' })}
        <SelectInput
          label={t('storefront.fields.country')}
          name="country_code"
          value={draft.country_code}
          onChange={(e) => setDraft({ ...draft, country_code: e.target.value })}
          error={errors.country_code}
          required
          autoComplete="country"
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectInput>
        {field('phone', t('storefront.addresses.phone'), { type: 'tel', autoComplete: 'tel' })}
      </div>
      <CheckboxInput
        label={t('storefront.addresses.use_default')}
        checked={isDefault}
        onChange={(e) => setIsDefault(e.target.checked)}
      />
      <div aria-live="assertive">
        {failure ? (
          <div className="sf-form-notice">
            <Notice kind="error">{failure}</Notice>
          </div>
        ) : null}
      </div>
      <div className="sf-row">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? <Spinner /> : null}
          {saving ? t('storefront.addresses.saving') : t('storefront.addresses.save')}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t('storefront.addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
