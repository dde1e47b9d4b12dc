// The customer's own opt-in to texts (docs/product.md#messages-consent): a box to tick and, once ticked, the
// mobile number to text. One component for checkout (texts about this order) and the profile (texts about
// every order), so both ask the same way, in the store's words. The caller keeps the values and checks them.
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { CheckboxInput, TextInput } from '../../shell/ui/Field.tsx';

export function TextsOptIn({
  about,
  checked,
  onCheck,
  phone,
  onPhone,
  error,
}: {
  /** 'order': at checkout, about the order being placed; 'orders': in the profile, about every order. */
  about: 'order' | 'orders';
  checked: boolean;
  onCheck: (checked: boolean) => void;
  phone: string;
  onPhone: (phone: string) => void;
  error?: string | null;
}) {
  const { t } = useStoreWords();
  const words =
    about === 'order'
      ? {
          label: t('storefront.checkout.texts'),
          hint: t('storefront.checkout.texts_hint'),
          phone: t('storefront.checkout.texts_phone'),
        }
      : {
          label: t('accounts.texts.label'),
          hint: t('accounts.texts.hint'),
          phone: t('accounts.texts.phone'),
        };
  return (
    <>
      <CheckboxInput
        label={words.label}
        hint={words.hint}
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        data-testid="texts-opt-in"
      />
      {checked ? (
        <div className="sf-texts-phone">
          <TextInput
            label={words.phone}
            name="sms_phone"
            type="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(e) => onPhone(e.target.value)}
            error={error || null}
            hint={t('storefront.checkout.texts_phone_hint')}
          />
        </div>
      ) : null}
    </>
  );
}
