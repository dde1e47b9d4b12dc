// Setting the store up after the email is confirmed: /store-welcome (the steps ahead), /store-address (the
// store's first address), /connect-shipping (the platform's shipping or the store's own carrier account) and
// /store-shipping-detail (carrier, fixed price, international). Each saves on the server and moves on to
// where the server says the owner resumes.
import { Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { onboardingSteps, stepLabels, stepPaths } from '../../shared/onboarding.ts';
import { shippingSetupForm, storeAddressForm } from '../../shared/forms/form-schemas.ts';
import * as addressValidators from '../../shell/forms/validators/store-address.js';
import * as shippingValidators from '../../shell/forms/validators/shipping-setup.js';
import { shippingUiSchema } from '../forms/shipping-ui.ts';
import { OnboardingFrame } from '../../shell/onboarding/OnboardingFrame.tsx';
import { StepForm } from '../../shell/onboarding/StepForm.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';

export function StoreWelcomePage() {
  const { state, retry } = useOnboarding('store');
  return (
    <OnboardingFrame
      audience="store"
      title="Welcome to your store"
      current="address"
      state={state}
      retry={retry}
    >
      {(progress) => (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            Your email is confirmed. A few more things and your storefront is ready for customers:
          </Typography>
          {onboardingSteps.map((s) => (
            <Stack key={s} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{stepLabels[s]}</Typography>
              <Typography color={progress.record.steps[s] === 'pending' ? 'text.secondary' : 'success.main'}>
                {progress.record.steps[s] === 'pending'
                  ? 'To do'
                  : progress.record.steps[s] === 'skipped'
                    ? 'Later'
                    : 'Done'}
              </Typography>
            </Stack>
          ))}
          <Button component={RouterLink} to={progress.nextPath} variant="contained" size="large">
            Continue
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
      title="Where is your store?"
      intro="Your main address: customers drop items off here, and parcels come back from here."
      current="address"
      state={state}
      retry={retry}
    >
      <StepForm<AddressForm>
        schema={storeAddressForm as unknown as RJSFSchema}
        validators={addressValidators as unknown as ValidatorFunctions}
        initial={{ label: 'Main store', country_code: 'US' }}
        uiSchema={{
          address_line1: { 'ui:autocomplete': 'address-line1' },
          address_line2: { 'ui:autocomplete': 'address-line2' },
          postal_code: { 'ui:autocomplete': 'postal-code' },
          country_code: { 'ui:help': 'Two letters, e.g. US, GB, AU' },
          phone: { 'ui:inputType': 'tel' },
        }}
        submitLabel="Save and continue"
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
      title="How do you ship?"
      intro="Customers can send items in and get them back by parcel. Choose whose shipping account is used."
      current="shipping"
      state={state}
      retry={retry}
    >
      <Stack spacing={2}>
        {choice(
          true,
          "Use the platform's shipping",
          'Labels bought through the platform; nothing to set up.',
        )}
        {choice(false, 'Use my own carrier account', 'Your negotiated rates with your carrier.')}
      </Stack>
    </OnboardingFrame>
  );
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
    <OnboardingFrame audience="store" title="Shipping details" current="shipping" state={state} retry={retry}>
      <StepForm<Shipping>
        schema={shippingSetupForm as unknown as RJSFSchema}
        validators={shippingValidators as unknown as ValidatorFunctions}
        initial={{
          use_platform_shipping: platform,
          is_fixed_shipping: false,
          is_international_shipping: false,
        }}
        uiSchema={shippingUiSchema({ use_platform_shipping: platform, is_fixed_shipping: true })}
        submitLabel="Save and continue"
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
        Back
      </Button>
    </OnboardingFrame>
  );
}
