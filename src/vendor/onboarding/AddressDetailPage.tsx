// /address-detail — onboarding's address step: the workshop's address (where stores send items), the
// vendor-addresses resource's create schema rendered with rjsf. The first address completes the step on
// the server; then the next pending step (docs/product.md#vendors-onboarding's order) or the end of the
// setup.
import { useMemo } from 'react';
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
import { useWords } from '../../shell/i18n/words-context.ts';
import type { Translate } from '../../shared/i18n/translate.ts';

type AddressBody = components['schemas']['VendorAddressCreate'];

const order = [
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
] as const;

const autocomplete: Partial<Record<(typeof order)[number], string>> = {
  country_code: 'country',
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  city: 'address-level2',
  postal_code: 'postal-code',
  phone: 'tel',
  email: 'email',
};

const addressTypes = ['shipping', 'billing', 'pickup', 'other'] as const;

/** The form in the user's language: each field's title, the type's choices, the placeholder and help. */
const uiSchemaOf = (t: Translate): UiSchema => ({
  'ui:order': [...order],
  ...Object.fromEntries(
    order.map((field) => [
      field,
      {
        'ui:title': t(`vendor_join.address.fields.${field}`),
        ...(autocomplete[field] ? { 'ui:autocomplete': autocomplete[field] } : {}),
      },
    ]),
  ),
  label: {
    'ui:title': t('vendor_join.address.fields.label'),
    'ui:placeholder': t('vendor_join.address.label'),
  },
  country_code: {
    'ui:title': t('vendor_join.address.fields.country_code'),
    'ui:help': t('vendor_join.address.country_help'),
    'ui:autocomplete': 'country',
  },
  address_type: {
    'ui:title': t('vendor_join.address.fields.address_type'),
    'ui:enumNames': addressTypes.map((type) => t(`vendor_join.address.types.${type}`)),
  },
});

export default function AddressDetailPage() {
  const { t } = useWords();
  const uiSchema = useMemo(() => uiSchemaOf(t), [t]);
  const navigate = useNavigate();
  const { state, retry, reload } = useOnboarding('vendor');
  return (
    <OnboardingFrame
      audience="vendor"
      current="address"
      state={state}
      retry={retry}
      title={t('vendor_join.address.title')}
      intro={t('vendor_join.address.intro')}
    >
      {({ record: onboarding }) => (
        <>
          {onboarding.addresses > 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('vendor_join.address.already', { smart_count: onboarding.addresses })}
            </Typography>
          ) : null}
          <StepForm<AddressBody>
            schema={vendorAddressForm as RJSFSchema}
            uiSchema={uiSchema}
            validators={validators}
            initial={{ label: t('vendor_join.address.label'), is_default: true, address_type: 'shipping' }}
            submitLabel={t('vendor_join.address.save')}
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
