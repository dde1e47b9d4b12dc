// Setting the store up after the email is confirmed: /store-welcome (the steps ahead), /store-address (the
// store's first address), /connect-shipping (the platform's shipping or the store's own carrier account) and
// /store-shipping-detail (carrier, fixed price, international). Each saves on the server and moves on to
// where the server says the owner resumes.
import { Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { onboardingSteps, stepPaths } from '../../shared/onboarding.ts';
import { shippingSetupForm, storeAddressForm } from '../../shared/forms/form-schemas.ts';
import * as addressValidators from '../../shell/forms/validators/store-address.js';
import * as shippingValidators from '../../shell/forms/validators/shipping-setup.js';
import { shippingUiSchema } from '../forms/shipping-ui.ts';
import { OnboardingFrame } from '../../shell/onboarding/OnboardingFrame.tsx';
import { StepForm } from '../../shell/onboarding/StepForm.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';
import { t } from '../i18n/t.ts';
import { titled } from './titled.ts';

export function StoreWelcomePage() {
  const { state, retry } = useOnboarding('store');
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.setup.welcome_title')}
      current="address"
      state={state}
      retry={retry}
    >
      {(progress) => (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t('portal.onboarding.setup.confirmed')}
          </Typography>
          {onboardingSteps.map((s) => (
            <Stack key={s} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{t(`onboarding.store_steps.${s}`)}</Typography>
              <Typography color={progress.record.steps[s] === 'pending' ? 'text.secondary' : 'success.main'}>
                {t(
                  progress.record.steps[s] === 'pending'
                    ? 'portal.onboarding.setup.to_do'
                    : progress.record.steps[s] === 'skipped'
                      ? 'portal.onboarding.setup.later'
                      : 'portal.onboarding.setup.done',
                )}
              </Typography>
            </Stack>
          ))}
          <Button component={RouterLink} to={progress.nextPath} variant="contained" size="large">
            {t('portal.onboarding.setup.continue')}
          </Button>
        </Stack>
      )}
    </OnboardingFrame>
  );
}

type AddressForm = Record<string, string>;

export function StoreAddressPage() {
  const { state, retry } = useOnboarding('store');
  const navigate = useNavigate();
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.setup.address_title')}
      intro={t('portal.onboarding.setup.address_intro')}
      current="address"
      state={state}
      retry={retry}
    >
      <StepForm<AddressForm>
        schema={storeAddressForm as unknown as RJSFSchema}
        validators={addressValidators as unknown as ValidatorFunctions}
        initial={{ label: t('portal.onboarding.setup.main_store'), country_code: 'US' }}
        uiSchema={titled(storeAddressForm, 'address', {
          address_line1: { 'ui:autocomplete': 'address-line1' },
          address_line2: { 'ui:autocomplete': 'address-line2' },
          postal_code: { 'ui:autocomplete': 'postal-code' },
          country_code: { 'ui:help': t('portal.onboarding.setup.country_help') },
          phone: { 'ui:inputType': 'tel' },
        })}
        submitLabel={t('portal.onboarding.setup.save_continue')}
        onSubmit={async (data) => {
          const created = await call(
            api.POST('/api/v1/addresses', {
              body: { ...data, address_type: 'pickup', is_default: true } as never,
            }),
          );
          if (!created.ok) return created.error;
          const done = await call(
            api.POST('/api/v1/onboarding/steps/{step}', {
              params: { path: { step: 'address' } },
              body: { state: 'done' },
            }),
          );
          if (!done.ok) return done.error;
          navigate(done.data.next_path);
          return null;
        }}
      />
    </OnboardingFrame>
  );
}

export function ConnectShippingPage() {
  const { state, retry } = useOnboarding('store');
  const navigate = useNavigate();
  const choice = (platform: boolean, title: string, text: string) => (
    <Card variant="outlined">
      <CardActionArea
        onClick={() => navigate(`/store-shipping-detail?platform=${platform ? 1 : 0}`)}
        sx={{ p: 0.5 }}
      >
        <CardContent>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.setup.shipping_title')}
      intro={t('portal.onboarding.setup.shipping_intro')}
      current="shipping"
      state={state}
      retry={retry}
    >
      <Stack spacing={2}>
        {choice(true, t('portal.onboarding.setup.platform'), t('portal.onboarding.setup.platform_text'))}
        {choice(false, t('portal.onboarding.setup.own'), t('portal.onboarding.setup.own_text'))}
      </Stack>
    </OnboardingFrame>
  );
}

/** The shipping form's fields as shippingUiSchema shows them, in the user's language. */
function shippingUi(platform: boolean) {
  const ui = shippingUiSchema({ use_platform_shipping: platform, is_fixed_shipping: true });
  const carriers = [1, 2, 3].map((c) => t(`portal.onboarding.setup.carriers.${c}`));
  return titled(shippingSetupForm, 'shipping', {
    ...ui,
    shipping_account_type: platform
      ? ui.shipping_account_type
      : { ...ui.shipping_account_type, 'ui:enumNames': carriers },
    fixed_shipping_price: { ...ui.fixed_shipping_price, 'ui:help': t('portal.onboarding.setup.fixed_help') },
  });
}

type Shipping = {
  use_platform_shipping: boolean;
  shipping_account_type?: number;
  is_fixed_shipping: boolean;
  fixed_shipping_price?: number;
  is_international_shipping: boolean;
};

export function ShippingDetailPage() {
  const { state, retry } = useOnboarding('store');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const platform = params.get('platform') !== '0';
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.setup.details_title')}
      current="shipping"
      state={state}
      retry={retry}
    >
      <StepForm<Shipping>
        schema={shippingSetupForm as unknown as RJSFSchema}
        validators={shippingValidators as unknown as ValidatorFunctions}
        initial={{
          use_platform_shipping: platform,
          is_fixed_shipping: false,
          is_international_shipping: false,
        }}
        uiSchema={shippingUi(platform)}
        submitLabel={t('portal.onboarding.setup.save_continue')}
        onSubmit={async (data) => {
          const result = await call(
            api.PUT('/api/v1/onboarding/shipping', {
              body: { ...data, fixed_shipping_price: data.fixed_shipping_price ?? 0 },
            }),
          );
          if (!result.ok) return result.error;
          navigate(result.data.next_path);
          return null;
        }}
      />
      <Button component={RouterLink} to={stepPaths.shipping} sx={{ mt: 1 }}>
        {t('portal.onboarding.setup.back')}
      </Button>
    </OnboardingFrame>
  );
}
