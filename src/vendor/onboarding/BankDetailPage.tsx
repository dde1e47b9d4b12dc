// /bank-detail — onboarding's bank account step: where payouts go. The numbers go to the server once, are
// kept encrypted there and never come back: an account on file shows its last four characters only, and
// saving again replaces it. Then the next pending step (docs/product.md#vendors-onboarding's order) or the
// end of the setup.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@mui/material';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { vendorBankAccountForm } from '../../shared/forms/form-schemas.ts';
import * as validators from '../../shell/forms/validators/vendor-bank-account.js';
import { OnboardingFrame } from '../../shell/onboarding/OnboardingFrame.tsx';
import { StepForm } from '../../shell/onboarding/StepForm.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';
import { useWords } from '../../shell/i18n/words-context.ts';
import type { Translate } from '../../shared/i18n/translate.ts';

type BankBody = components['schemas']['VendorBankAccountRequest'];

/** The form in the user's language: each field's title. */
const uiSchemaOf = (t: Translate): UiSchema => ({
  account_holder: { 'ui:title': t('vendor_join.bank.fields.account_holder'), 'ui:autocomplete': 'name' },
  bank_name: { 'ui:title': t('vendor_join.bank.fields.bank_name'), 'ui:autocomplete': 'off' },
  routing_number: {
    'ui:title': t('vendor_join.bank.fields.routing_number'),
    'ui:description': t('vendor_join.bank.routing_hint'),
    'ui:autocomplete': 'off',
    'ui:options': { inputType: 'text' },
  },
  account_number: {
    'ui:title': t('vendor_join.bank.fields.account_number'),
    'ui:description': t('vendor_join.bank.account_hint'),
    'ui:autocomplete': 'off',
  },
});

export default function BankDetailPage() {
  const { t } = useWords();
  const uiSchema = useMemo(() => uiSchemaOf(t), [t]);
  const navigate = useNavigate();
  const { state, retry, reload } = useOnboarding('vendor');
  return (
    <OnboardingFrame
      audience="vendor"
      current="bank_account"
      state={state}
      retry={retry}
      title={t('vendor_join.bank.title')}
      intro={t('vendor_join.bank.intro')}
    >
      {({ record: onboarding }) => (
        <>
          {onboarding.bank_account ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="bank-on-file">
              {t('vendor_join.bank.on_file', {
                bank: onboarding.bank_account.bank_name,
                last4: onboarding.bank_account.account_last4,
              })}
            </Alert>
          ) : null}
          <StepForm<BankBody>
            schema={vendorBankAccountForm as unknown as RJSFSchema}
            uiSchema={uiSchema}
            validators={validators}
            initial={{ account_holder: onboarding.vendor.name }}
            submitLabel={t('vendor_join.bank.save')}
            buttonClassName="wl-button"
            onSubmit={async (body) => {
              const saved = await call(api.PUT('/api/v1/vendor-bank-account', { body }));
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
