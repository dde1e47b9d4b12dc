// /portal/setting/invoice: what every invoice the vendor sends carries — the days a store has to pay and a
// note (a bank reference, thanks, terms). New invoices start from these.
import { useTranslate } from 'react-admin';
import { VendorRecordForm } from './VendorRecordForm.tsx';

const fields = ['invoice_terms_days', 'invoice_note'] as const;

export function InvoiceSettingsPage() {
  const translate = useTranslate();
  return (
    <VendorRecordForm
      title={translate('vendor_app.invoice_settings.title')}
      intro={translate('vendor_app.invoice_settings.intro')}
      fields={fields}
      hints={{ invoice_terms_days: { width: 6 }, invoice_note: { multiline: true } }}
      testId="invoice-settings"
    />
  );
}
