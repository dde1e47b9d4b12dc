// /address-detail — onboarding's address step: the workshop's address (where stores send items), the
// vendor-addresses resource's create schema rendered with rjsf. The first address completes the step on
// the server; then the next pending step (docs/product.md#vendors-onboarding's order) or the end of the
// setup.
import { useNavigate } from 'react-router-dom';
import { Typography } from '@mui/material';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { vendorAddressForm } from '../../shared/forms/form-schemas.ts';
import * as validators from '../../shell/forms/validators/vendor-address.js';
import { OnboardingFrame } from '../../shell/onboarding/OnboardingFrame.tsx';
import { StepForm } from '../../shell/onboarding/StepForm.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';

type AddressBody = components['schemas']['VendorAddressCreate'];

const uiSchema: UiSchema = {
  'ui:order': [
    'label',
    'address_line1',
    'address_line2',
    'city',
    'state',
    'postal_code',
    'country_code',
    'contact_name',
    'company',
    'phone',
    'email',
    'address_type',
    'is_default',
  ],
  label: { 'ui:placeholder': 'Workshop' },
  country_code: { 'ui:help': 'Two capital letters, e.g. US, GB, DE.', 'ui:autocomplete': 'country' },
  address_line1: { 'ui:autocomplete': 'address-line1' },
  address_line2: { 'ui:autocomplete': 'address-line2' },
  city: { 'ui:autocomplete': 'address-level2' },
  postal_code: { 'ui:autocomplete': 'postal-code' },
  phone: { 'ui:autocomplete': 'tel' },
  email: { 'ui:autocomplete': 'email' },
};

export default function AddressDetailPage() {
  const navigate = useNavigate();
  const { state, retry, reload } = useOnboarding('vendor');
  return (
    <OnboardingFrame
      audience="vendor"
      current="address"
      state={state}
      retry={retry}
      title="Your workshop address"
      intro="Where stores send items for repair and where your invoices come from."
    >
      {({ record: onboarding }) => (
        <>
          {onboarding.addresses > 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              You have {onboarding.addresses} address{onboarding.addresses === 1 ? '' : 'es'} already; this
              adds another.
            </Typography>
          ) : null}
          <StepForm<AddressBody>
            schema={vendorAddressForm as RJSFSchema}
            uiSchema={uiSchema}
            validators={validators}
            initial={{ label: 'Workshop', is_default: true, address_type: 'shipping' }}
            submitLabel="Save and continue"
            buttonClassName="wl-button"
            onSubmit={async (body) => {
              const saved = await call(
                api.POST('/api/v1/vendor-addresses', {
                  body: { ...body, country_code: body.country_code?.toUpperCase() },
                }),
              );
              if (!saved.ok) return saved.error;
              const next = await reload();
              navigate(next?.nextPath ?? '/setup-complete');
              return null;
            }}
          />
        </>
      )}
    </OnboardingFrame>
  );
}
