// /request-estimate — ask the store for a price, as a guest or a logged-in customer: the service (or
// "something else"), the item and what it needs, contact details for a guest, and photos. The request is
// made first (the server answers its number and follow token), then the photos are sent one by one under
// that token with their progress; the thank-you page follows it. Hand-built (storefront.css), no MUI.
// The header's Track Order button stays here for logged-out customers when the store has tracking on.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { rememberPath } from '../../client/session.ts';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import {
  emailRule,
  nameRule,
  phoneRule,
  serverFields,
  type FieldErrors,
} from '../../shell/accounts/account-rules.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { useGet } from '../../shell/data/use-load.ts';
import { SelectInput, TextArea, TextInput } from '../../shell/ui/Field.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { sendPhoto, type PickedPhoto } from './estimate-photos.ts';
import { PhotoPicker } from './PhotoPicker.tsx';

/** docs/product.md#formats-images's limit as the server states it (EstimateReceipt.photo_limit); shown before the request. */
const PHOTO_LIMIT = 5;

const emptyContact = { first_name: '', last_name: '', email: '', phone: '' };

export default function RequestEstimatePage() {
  const words = useStoreWords();
  const { t } = words;
  usePageTitle(t('estimates.request.title'));
  const session = useSession();
  const customer = session?.customer ? session.user : null;
  const storeId = useWhiteLabel().settings!.store_id;
  const navigate = useNavigate();
  // The services a customer may order, as on the home page (home/use-services.ts), unsearched.
  const services = useGet('/api/v1/stores/{id}/portal-services', {
    path: { id: storeId },
    query: { is_customer_side: true, is_partial: true },
  });
  const list = services.state.status === 'ready' ? services.state.data : [];

  const [serviceId, setServiceId] = useState('');
  const [item, setItem] = useState('');
  const [description, setDescription] = useState('');
  const [contact, setContact] = useState(emptyContact);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Once made, the request is not made again: a failed photo is retried under the same token.
  const [receipt, setReceipt] = useState<{ token: string; number: string } | null>(null);
  // The latest list, for the sending loop and for revoking the previews when the page is left.
  const previews = useRef(photos);
  useEffect(() => {
    previews.current = photos;
  }, [photos]);
  useEffect(() => () => previews.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  function check(): FieldErrors {
    const found: FieldErrors = {};
    if (item.trim().length < 2) found.item = t('estimates.request.item_rule');
    if (description.trim().length < 5) found.description = t('estimates.request.needs_rule');
    if (!customer) {
      if (!nameRule.test(contact.first_name.trim()))
        found['contact.first_name'] = t('storefront.checkout.name_rule');
      if (contact.last_name.trim() && !nameRule.test(contact.last_name.trim()))
        found['contact.last_name'] = t('storefront.checkout.name_rule');
      if (!emailRule.test(contact.email.trim())) found['contact.email'] = t('storefront.checkout.email_rule');
      if (!phoneRule.test(contact.phone.trim())) found['contact.phone'] = t('storefront.checkout.phone_rule');
    }
    return found;
  }

  async function makeRequest(): Promise<{ token: string; number: string } | null> {
    if (receipt) return receipt;
    const trimmed = Object.fromEntries(
      Object.entries(contact)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    ) as typeof contact;
    const result = await call(
      api.POST('/api/v1/estimate-requests', {
        body: {
          store_id: storeId,
          ...(serviceId ? { service_id: Number(serviceId) } : {}),
          item: item.trim(),
          description: description.trim(),
          ...(customer ? {} : { contact: trimmed }),
        },
      }),
    );
    if (!result.ok) {
      setErrors(serverFields(result.error.fields));
      setBanner(result.error.message);
      return null;
    }
    const made = { token: result.data.follow_token, number: result.data.estimate_no };
    setReceipt(made);
    return made;
  }

  async function sendPhotos(token: string): Promise<boolean> {
    let all = true;
    for (const photo of previews.current) {
      if (photo.sent) continue;
      const update = (change: Partial<PickedPhoto>) =>
        setPhotos((now) => now.map((p) => (p.key === photo.key ? { ...p, ...change } : p)));
      update({ progress: 0, error: null });
      const problem = await sendPhoto(token, photo.file, (progress) => update({ progress }), words);
      if (problem) {
        all = false;
        update({ progress: null, error: problem });
      } else {
        update({ progress: 1, sent: true });
      }
    }
    return all;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      setBanner(t('storefront.checkout.check_fields'));
      return;
    }
    setBanner(null);
    setSending(true);
    const made = await makeRequest();
    const complete = made ? await sendPhotos(made.token) : false;
    setSending(false);
    if (made && complete) navigate(`/estimate/thank-you/${made.token}`, { state: { sent: true } });
    else if (made) setBanner(t('estimates.request.photos_left', { number: made.number }));
  }

  /** A field's error goes once it is edited; the next submit checks again. */
  const edited = (key: string) =>
    setErrors((now) =>
      key in now ? Object.fromEntries(Object.entries(now).filter(([k]) => k !== key)) : now,
    );

  const field = (name: keyof typeof contact) => ({
    value: contact[name],
    onChange: (e: { target: { value: string } }) => {
      setContact({ ...contact, [name]: e.target.value });
      edited(`contact.${name}`);
    },
    error: errors[`contact.${name}`],
    disabled: sending || receipt !== null,
  });

  return (
    <PageFrame title={t('estimates.request.title')} width="sm">
      <p className="sf-secondary" style={{ marginTop: 0 }}>
        {t('estimates.request.intro')}
      </p>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="sf-stack"
        aria-label={t('estimates.request.form')}
      >
        <section className="sf-panel sf-stack" aria-label={t('estimates.request.your_item')}>
          <SelectInput
            label={t('estimates.request.service')}
            value={serviceId}
            onChange={(e) => setServiceId(e.target.value)}
            disabled={sending || receipt !== null}
            hint={services.state.status === 'loading' ? t('estimates.request.loading_services') : undefined}
          >
            <option value="">{t('estimates.request.something_else')}</option>
            {list.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </SelectInput>
          <TextInput
            label={t('estimates.request.item')}
            required
            value={item}
            maxLength={200}
            onChange={(e) => {
              setItem(e.target.value);
              edited('item');
            }}
            error={errors.item}
            hint={t('estimates.request.item_hint')}
            disabled={sending || receipt !== null}
          />
          <TextArea
            label={t('estimates.request.needs')}
            required
            rows={4}
            maxLength={4000}
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              edited('description');
            }}
            error={errors.description}
            hint={t('estimates.request.needs_hint')}
            disabled={sending || receipt !== null}
          />
        </section>
        {customer ? (
          <p className="sf-secondary" data-testid="requester">
            {t('estimates.request.quote_to', { email: customer.email })}
          </p>
        ) : (
          <section className="sf-panel sf-stack" aria-labelledby="estimate-contact">
            <div>
              <h2 id="estimate-contact" className="sf-panel__title">
                {t('estimates.request.contact')}
              </h2>
              <p className="sf-secondary sf-small" style={{ margin: 0 }}>
                {t('estimates.request.contact_hint')}{' '}
                <RouterLink to="/login" className="sf-link" onClick={() => rememberPath('/request-estimate')}>
                  {t('estimates.request.log_in')}
                </RouterLink>
              </p>
            </div>
            <TextInput
              label={t('storefront.fields.first_name')}
              required
              autoComplete="given-name"
              {...field('first_name')}
            />
            <TextInput
              label={t('storefront.fields.last_name')}
              autoComplete="family-name"
              {...field('last_name')}
            />
            <TextInput
              label={t('storefront.fields.email')}
              required
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <TextInput
              label={t('storefront.fields.phone')}
              type="tel"
              autoComplete="tel"
              {...field('phone')}
            />
          </section>
        )}
        <PhotoPicker
          photos={photos}
          limit={PHOTO_LIMIT}
          refused={refused}
          disabled={sending}
          onChange={setPhotos}
          onRefused={setRefused}
        />
        {banner ? <Notice kind={receipt ? 'warning' : 'error'}>{banner}</Notice> : null}
        <div className="sf-row">
          <button
            type="submit"
            className="shell-button shell-button--large wl-button"
            disabled={sending}
            aria-busy={sending}
          >
            {sending
              ? t('estimates.request.sending')
              : receipt
                ? t('estimates.request.send_again')
                : t('estimates.request.submit')}
          </button>
          {receipt ? (
            <RouterLink to={`/estimate/thank-you/${receipt.token}`} className="shell-button">
              {t('estimates.request.continue_without')}
            </RouterLink>
          ) : null}
        </div>
      </form>
    </PageFrame>
  );
}
