// The store's settings in the portal (/portal/settings): the white-label editor — logo and favicon, title,
// every colour of docs/product.md#white-label-top-bar with its contrast ratio, font, top bar text, privacy
// and terms links, the
// accessibility, analytics and tag-manager scripts — beside a live preview of the storefront; shipping
// (platform or own carrier, fixed price, international); order tracking on or off; printed documents and
// signatures; the store's default deposit; the sender of its text messages. Both forms render from
// the declared schemas with rjsf and their precompiled validators; the shared unsaved-changes bar saves
// them (the settings record, and shipping through the same call as onboarding's shipping step).
import { useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/mui';
import type CoreForm from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { api, call } from '../../client/api.ts';
import type { ApiError } from '../../shared/errors.ts';
import { shippingSetupForm, storeLookForm } from '../../shared/forms/form-schemas.ts';
import { errorSchemaOf } from '../../shell/forms/error-schema.ts';
import { shippingUiSchema, type ShippingChoice } from '../forms/shipping-ui.ts';
import { UnsavedChangesBar } from '../forms/UnsavedChangesBar.tsx';
import * as lookValidators from '../../shell/forms/validators/store-look.js';
import * as shippingValidators from '../../shell/forms/validators/shipping-setup.js';
import { Waiting } from '../../shell/onboarding/OnboardingFrame.tsx';
import { ColourWidget } from './ColourWidget.tsx';
import { ContrastPanel } from './ContrastPanel.tsx';
import { ImageWidget } from './ImageWidget.tsx';
import { LookSections } from './LookSections.tsx';
import { StorefrontPreview, type LookDraft } from './StorefrontPreview.tsx';

const lookKeys = Object.keys(storeLookForm.properties) as (keyof typeof storeLookForm.properties)[];
const lookSchema = storeLookForm as unknown as RJSFSchema;
const shippingSchema = shippingSetupForm as unknown as RJSFSchema;
const widgets = { colour: ColourWidget, image: ImageWidget };

/** The stored record as the form edits it: nulls left out (rjsf shows them empty). */
function lookOf(record: Record<string, unknown>): LookDraft {
  const out: LookDraft = {};
  for (const key of lookKeys) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number')
      out[key] = value;
  }
  return out;
}

function shippingOf(record: Record<string, unknown>, international: boolean): ShippingChoice {
  return {
    use_platform_shipping: record.use_platform_shipping !== false,
    ...(typeof record.shipping_account_type === 'number'
      ? { shipping_account_type: Math.min(3, record.shipping_account_type) }
      : {}),
    is_fixed_shipping: record.is_fixed_shipping === true,
    fixed_shipping_price: typeof record.fixed_shipping_price === 'number' ? record.fixed_shipping_price : 0,
    is_international_shipping: international,
  };
}

/** Same content, whatever the key order or an emptied field left as undefined. */
const same = (a: object, b: object) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
};

function lookUiSchema(draft: LookDraft): UiSchema {
  const custom = draft.is_custom_font_style === true;
  const own = custom && draft.is_own_font === true;
  const hidden = { 'ui:widget': 'hidden' };
  const colour = { 'ui:widget': 'colour' };
  const script = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
  return {
    'ui:ObjectFieldTemplate': LookSections,
    logo: { 'ui:widget': 'image' },
    favicon: { 'ui:widget': 'image' },
    title: { 'ui:help': 'Shown in the browser tab; the store name when empty.' },
    background_color: colour,
    border_color: colour,
    font_color: colour,
    top_bar_color: colour,
    button_color: colour,
    button_hover_color: colour,
    button_hover_font_color: colour,
    is_own_font: custom ? {} : hidden,
    font_style:
      custom && !own ? { 'ui:help': 'A family of the fonts service (Google Fonts), e.g. Lora' } : hidden,
    regular_font_family_url: own ? { 'ui:help': 'https://… .woff2, weight 400' } : hidden,
    bold_font_family_url: own ? { 'ui:help': 'weight 700' } : hidden,
    italic_font_family_url: own ? { 'ui:help': 'italic, weight 400' } : hidden,
    ada_script: script,
    google_analytics_script: script,
    google_tag_script: script,
    store_terms: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
    // docs/product.md#payments-deposits: the amount or the percentage as the rule asks.
    deposit_rule: { 'ui:help': 'A service may set its own deposit in the service editor.' },
    deposit_amount: draft.deposit_rule === 'fixed' ? {} : hidden,
    deposit_percent: draft.deposit_rule === 'percent' ? {} : hidden,
    document_legal_lines: {
      'ui:widget': 'textarea',
      'ui:options': { rows: 2 },
      'ui:help': 'e.g. your tax number and registered address',
    },
  };
}

interface Loaded {
  look: LookDraft;
  shipping: ShippingChoice;
  storeName: string;
}

/** The store's settings record and the store (its name, international shipping), or the error's message. */
async function fetchSettings(storeId: number): Promise<Loaded | string> {
  const [settings, store] = await Promise.all([
    call(api.GET('/api/v1/store-settings/{id}', { params: { path: { id: storeId } } })),
    call(api.GET('/api/v1/stores/{id}', { params: { path: { id: storeId } } })),
  ]);
  if (!settings.ok) return settings.error.message;
  if (!store.ok) return store.error.message;
  const record = settings.data as unknown as Record<string, unknown>;
  return {
    look: lookOf(record),
    shipping: shippingOf(record, store.data.is_international_shipping),
    storeName: store.data.name,
  };
}

export function StoreSettingsEditor({ storeId }: { storeId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [look, setLook] = useState<LookDraft>({});
  const [shipping, setShipping] = useState<ShippingChoice>({});
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [lookError, setLookError] = useState<ApiError | null>(null);
  const [shippingError, setShippingError] = useState<ApiError | null>(null);
  const lookForm = useRef<CoreForm>(null);
  const shippingForm = useRef<CoreForm>(null);
  const lookValidator = useMemo(
    () => createPrecompiledValidator(lookValidators as unknown as ValidatorFunctions, lookSchema),
    [],
  );
  const shippingValidator = useMemo(
    () => createPrecompiledValidator(shippingValidators as unknown as ValidatorFunctions, shippingSchema),
    [],
  );

  useEffect(() => {
    let current = true;
    void fetchSettings(storeId).then((result) => {
      if (!current) return;
      if (typeof result === 'string') return setLoadError(result);
      setLoaded(result);
      setLook(result.look);
      setShipping(result.shipping);
    });
    return () => {
      current = false;
    };
  }, [storeId, attempt]);

  if (loadError)
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
          >
            {translate('portal.settings.retry')}
          </Button>
        }
      >
        {loadError}
      </Alert>
    );
  if (!loaded) return <Waiting label={translate('portal.settings.loading')} />;

  const lookDirty = !same(look, loaded.look);
  const shippingDirty = !same(shipping, loaded.shipping);

  const save = async () => {
    setProblems([]);
    setLookError(null);
    setShippingError(null);
    const lookValid = lookForm.current?.validateForm() ?? true;
    const shippingValid = shippingForm.current?.validateForm() ?? true;
    if (!lookValid || !shippingValid) {
      setProblems([translate('portal.settings.fix_fields')]);
      return;
    }
    setSaving(true);
    let next = loaded;
    if (lookDirty) {
      // Every field of the form is sent: an emptied one becomes null (the storefront's default again).
      const body = Object.fromEntries(lookKeys.map((k) => [k, look[k] ?? null]));
      const saved = await call(
        api.PUT('/api/v1/store-settings/{id}', { params: { path: { id: storeId } }, body: body as never }),
      );
      if (!saved.ok) {
        setLookError(saved.error);
        setProblems([saved.error.message]);
        setSaving(false);
        return;
      }
      next = { ...next, look: lookOf(saved.data as unknown as Record<string, unknown>) };
    }
    if (shippingDirty) {
      const saved = await call(
        api.PUT('/api/v1/onboarding/shipping', {
          body: {
            use_platform_shipping: shipping.use_platform_shipping !== false,
            shipping_account_type: shipping.use_platform_shipping
              ? null
              : (shipping.shipping_account_type ?? null),
            is_fixed_shipping: shipping.is_fixed_shipping === true,
            fixed_shipping_price: shipping.is_fixed_shipping ? (shipping.fixed_shipping_price ?? 0) : 0,
            is_international_shipping: shipping.is_international_shipping === true,
          },
        }),
      );
      if (!saved.ok) {
        setShippingError(saved.error);
        setProblems([saved.error.message]);
        setLoaded(next);
        setLook(next.look);
        setSaving(false);
        return;
      }
      next = { ...next, shipping };
    }
    setLoaded(next);
    setLook(next.look);
    setSaving(false);
    notify(translate('portal.settings.saved'), { type: 'success' });
  };

  return (
    <Box data-testid="store-settings-editor">
      <UnsavedChangesBar
        dirty={lookDirty || shippingDirty}
        saving={saving}
        problems={problems}
        onSave={() => void save()}
        onDiscard={() => {
          setLook(loaded.look);
          setShipping(loaded.shipping);
          setProblems([]);
          setLookError(null);
          setShippingError(null);
        }}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="look-heading">
            <Typography id="look-heading" variant="h6" component="h2">
              {translate('portal.settings.look')}
            </Typography>
            <Form
              ref={lookForm}
              tagName="div"
              schema={lookSchema}
              uiSchema={{ ...lookUiSchema(look), 'ui:submitButtonOptions': { norender: true } }}
              widgets={widgets}
              formData={look}
              validator={lookValidator}
              extraErrors={errorSchemaOf(lookError)}
              showErrorList={false}
              noHtml5Validate
              onChange={(e) => setLook(e.formData as LookDraft)}
            />
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: 2, mt: 3 }}
            component="section"
            aria-labelledby="shipping-heading"
          >
            <Typography id="shipping-heading" variant="h6" component="h2">
              {translate('portal.settings.shipping')}
            </Typography>
            <Form
              ref={shippingForm}
              tagName="div"
              schema={shippingSchema}
              uiSchema={{ ...shippingUiSchema(shipping), 'ui:submitButtonOptions': { norender: true } }}
              formData={shipping}
              validator={shippingValidator}
              extraErrors={errorSchemaOf(shippingError)}
              showErrorList={false}
              noHtml5Validate
              onChange={(e) => setShipping(e.formData as ShippingChoice)}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <Typography variant="h6" component="h2">
              {translate('portal.settings.preview')}
            </Typography>
            <StorefrontPreview draft={look} storeName={loaded.storeName} />
            <ContrastPanel choice={look} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
