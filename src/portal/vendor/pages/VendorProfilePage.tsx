// /portal/vendor-profile: the workshop as its stores see it — name, contact email and phone, website.
import { useTranslate } from 'react-admin';
import { VendorRecordForm } from './VendorRecordForm.tsx';

const fields = ['name', 'email', 'phone', 'website_url'] as const;

export function VendorProfilePage() {
  const translate = useTranslate();
  return (
    <VendorRecordForm
      title={translate('vendor_app.profile.title')}
      intro={translate('vendor_app.profile.intro')}
      fields={fields}
      hints={{
        name: { autoComplete: 'organization' },
        email: { width: 6, inputType: 'email', autoComplete: 'email' },
        phone: { width: 6, inputType: 'tel', autoComplete: 'tel' },
        website_url: { inputType: 'url', autoComplete: 'url' },
      }}
      testId="vendor-profile"
    />
  );
}
