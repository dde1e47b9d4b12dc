// Checkout's choice of where a shipped item goes back to, for a signed-in customer: one of their saved
// addresses (the default first chosen) or a new one typed below. Hand-built (the shell's ui/Choice.tsx).
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { RadioGroup } from '../../shell/ui/Choice.tsx';
import { addressLine, type SavedAddress } from '../addresses/address-book-api.ts';

export const NEW_ADDRESS = 'new';

interface Props {
  addresses: SavedAddress[];
  value: string;
  onChange: (value: string) => void;
}

export function SavedAddressPicker({ addresses, value, onChange }: Props) {
  const { t } = useStoreWords();
  return (
    <RadioGroup
      legend={t('storefront.checkout.ship_back_to')}
      name="saved_address"
      quiet
      value={value}
      onChange={onChange}
      options={[
        ...addresses.map((a) => ({
          value: String(a.id),
          label: a.is_default ? t('storefront.checkout.default_address', { label: a.label }) : a.label,
          detail: addressLine(a),
        })),
        { value: NEW_ADDRESS, label: t('storefront.checkout.new_address') },
      ]}
    />
  );
}
