// /checkout — contact details (a guest's, or the signed-in customer's), how the item reaches the store
// (dropped off at a location, or shipped in with an address and a carrier —
// docs/product.md#checkout-hand-over's messages when one is
// missing; a signed-in customer picks the address from their address book or adds one to it), payment through
// the payment provider (pay in store; by card where the store takes cards: the order is placed, then paid on
// the provider's page, which returns through /middle_page), and "Place order". The order is placed with one
// Idempotency-Key per visit, so a double click or a retried submit creates one order. Hand-built
// (checkout.css, the shell's ui/): no styling library.
import { useMemo, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { fullName } from '../../shared/format-text.ts';
import { isPhone, phonePattern } from '../../shared/phone.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { loadCart } from '../cart/cart-api.ts';
import type { Cart } from '../service/service-api.ts';
import { storeCartId } from '../cart/cart-storage.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { missingForShipping } from './checkout-messages.ts';
import { keepPlacedOrder } from './placed-order.ts';
import { goToHostedPayment } from '../payments/online-payment.ts';
import { OrderSummary, shippingCharge } from './OrderSummary.tsx';
import { createAddress, type Country, type SavedAddress } from '../addresses/address-book-api.ts';
import { useAddressBook } from '../addresses/use-address-book.ts';
import { SavedAddressPicker, NEW_ADDRESS } from './SavedAddressPicker.tsx';
import { TextsOptIn } from '../common/TextsOptIn.tsx';
import { Button, ButtonLink } from '../../shell/ui/Button.tsx';
import { RadioGroup } from '../../shell/ui/Choice.tsx';
import { CheckboxInput, TextArea, TextInput } from '../../shell/ui/Field.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import './checkout.css';

const namePattern = /^[\p{L} ]{2,30}$/u;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Fields = Record<string, string>;

export default function CheckoutPage() {
  const { t } = useStoreWords();
  usePageTitle(t('storefront.checkout.title'));
  const storeId = useWhiteLabel().settings?.store_id ?? null;
  const session = useSession();
  const customerId = session?.customer?.id ?? null;
  const asGuest = useSearchParams()[0].get('guest') === '1';
  const [cart, retryCart] = useLoad(storeId === null ? null : () => loadCart(storeId, customerId), [
    storeId,
    customerId,
  ]);
  const [options, retryOptions] = useLoad(
    storeId === null
      ? null
      : () => call(api.GET('/api/v1/stores/{id}/checkout-options', { params: { path: { id: storeId } } })),
    [storeId],
  );

  if (customerId === null && !asGuest) return <Navigate to="/checkout-login" replace />;
  if (cart.status === 'loading' || options.status === 'loading')
    return (
      <PageFrame title={t('storefront.checkout.title')}>
        <LoadingBlock label={t('storefront.checkout.loading')} />
      </PageFrame>
    );
  if (cart.status === 'failed' || options.status === 'failed')
    return (
      <PageFrame title={t('storefront.checkout.title')}>
        <FailedBlock
          message={t('storefront.checkout.failed', {
            error:
              cart.status === 'failed' ? cart.message : options.status === 'failed' ? options.message : '',
          })}
          onRetry={() => {
            retryCart();
            retryOptions();
          }}
        />
      </PageFrame>
    );
  if (cart.data.items.length === 0 || !cart.data.cart_id)
    return (
      <MessagePage
        title={t('storefront.cart.empty')}
        sentence={t('storefront.checkout.empty')}
        action={
          <ButtonLink to="/" variant="primary">
            {t('storefront.cart.browse')}
          </ButtonLink>
        }
      />
    );
  return (
    <CheckoutForm cart={cart.data} options={options.data} storeId={storeId!} guest={customerId === null} />
  );
}

interface Options {
  locations: { id: number; name: string; address: string; country: string }[];
  carriers: { code: number; name: string }[];
  international: boolean;
  /** What shipping adds (the server charges the same; it never takes a price from here). */
  shipping_price: number;
  /** in_store always; card when the store takes cards (the payment provider's hosted page). */
  payment_methods: ('in_store' | 'card')[];
}

function CheckoutForm({
  cart,
  options,
  storeId,
  guest,
}: {
  cart: Cart;
  options: Options;
  storeId: number;
  guest: boolean;
}) {
  const navigate = useNavigate();
  const { t } = useStoreWords();
  const session = useSession();
  const idempotencyKey = useRef(crypto.randomUUID());
  const [contact, setContact] = useState<Fields>({ first_name: '', last_name: '', email: '', phone: '' });
  const [method, setMethod] = useState<'drop_off' | 'shipping'>(
    options.locations.length ? 'drop_off' : 'shipping',
  );
  const [locationId, setLocationId] = useState<string>(
    options.locations[0] ? String(options.locations[0].id) : '',
  );
  const homeCountry = options.locations[0]?.country ?? '';
  const [address, setAddress] = useState<Fields>({
    line1: '',
    line2: '',
    city: '',
    state: '',
    postal_code: '',
    country: homeCountry,
  });
  const [book] = useAddressBook(guest ? null : storeId);
  const saved = book.status === 'ready' ? book.data.addresses : [];
  const countries = book.status === 'ready' ? book.data.countries : [];
  const [picked, setPicked] = useState<string | null>(null);
  // Until the customer picks, the default address (or the first) is chosen; none saved → a new address.
  const chosen = picked ?? String((saved.find((a) => a.is_default) ?? saved[0])?.id ?? NEW_ADDRESS);
  const chosenAddress = saved.find((a) => String(a.id) === chosen) ?? null;
  const [keepAddress, setKeepAddress] = useState(true);
  const [carrier, setCarrier] = useState('');
  const [note, setNote] = useState('');
  // docs/product.md#messages-consent: texts only with the customer's own opt-in and a number to text.
  const [texts, setTexts] = useState(false);
  const [textsPhone, setTextsPhone] = useState('');
  const [payment, setPayment] = useState<'in_store' | 'card'>('in_store');
  const [errors, setErrors] = useState<Fields>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shipping = method === 'shipping' ? options.shipping_price : 0;
  const total = useMemo(() => Math.round((cart.subtotal + shipping) * 100) / 100, [cart, shipping]);

  function check(): Fields {
    const found: Fields = {};
    if (guest) {
      if (!namePattern.test(contact.first_name!.trim()))
        found.first_name = t('storefront.checkout.name_rule');
      if (contact.last_name && !namePattern.test(contact.last_name.trim()))
        found.last_name = t('storefront.checkout.name_rule');
      if (!emailPattern.test(contact.email!.trim())) found.email = t('storefront.checkout.email_rule');
      if (!phonePattern.test(contact.phone!.trim())) found.phone = t('storefront.checkout.phone_rule');
    }
    if (texts && !isPhone(textsPhone)) found.sms_phone = t('storefront.checkout.texts_phone_rule');
    if (method === 'drop_off' && !locationId) found.location = t('storefront.checkout.location_rule');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (placing) return;
    const found = check();
    setErrors(found);
    const shipTo = chosenAddress ? fieldsOf(chosenAddress, countries) : address;
    const hasAddress = ['line1', 'city', 'postal_code', 'country'].every((k) => shipTo[k]!.trim() !== '');
    const shippingProblem = method === 'shipping' ? missingForShipping(hasAddress, carrier !== '', t) : null;
    setBanner(shippingProblem ?? (Object.keys(found).length ? t('storefront.checkout.check_fields') : null));
    if (Object.keys(found).length) focusFirstInvalid();
    if (shippingProblem || Object.keys(found).length) return;
    setPlacing(true);
    const trimmed = (f: Fields) =>
      Object.fromEntries(
        Object.entries(f)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      );
    const result = await call(
      api.POST('/api/v1/checkout', {
        params: { header: { 'idempotency-key': idempotencyKey.current } },
        body: {
          store_id: storeId,
          cart_id: cart.cart_id!,
          payment_method: payment,
          ...(guest ? { guest: trimmed(contact) as { first_name: string; email: string } } : {}),
          ...(method === 'drop_off'
            ? { location_id: Number(locationId), hand_over: { method: 'drop_off' as const } }
            : {
                hand_over: {
                  method: 'shipping' as const,
                  carrier: Number(carrier),
                  address: trimmed(shipTo) as {
                    line1: string;
                    city: string;
                    postal_code: string;
                    country: string;
                  },
                },
              }),
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(texts ? { text_messages: { phone: textsPhone.trim() } } : {}),
        },
      }),
    );
    if (!result.ok) {
      setPlacing(false);
      setBanner(result.error.message);
      setErrors(
        Object.fromEntries(
          (result.error.fields ?? []).map((f) => [
            f.field === 'text_messages.phone'
              ? 'sms_phone'
              : f.field.replace(/^(guest|hand_over\.address)\./, ''),
            f.message,
          ]),
        ),
      );
      focusFirstInvalid();
      return;
    }
    // A new address typed by a signed-in customer joins their address book (the order is placed either way).
    if (!guest && method === 'shipping' && !chosenAddress && keepAddress)
      await createAddress(bookEntryOf(address, countries, saved.length === 0));
    const location = options.locations.find((l) => String(l.id) === locationId);
    keepPlacedOrder({
      order: result.data,
      items: cart.items.map((i) => ({ name: i.service_name, quantity: i.quantity, total: i.total })),
      handOver:
        method === 'drop_off'
          ? { method: 'drop_off', location: location ? `${location.name}, ${location.address}` : '' }
          : {
              method: 'shipping',
              carrier: options.carriers.find((c) => String(c.code) === carrier)?.name ?? '',
            },
    });
    storeCartId(storeId, null);
    // Card: the order is placed; it is paid on the provider's page, which returns through /middle_page.
    if (result.data.redirect_url) goToHostedPayment(result.data.redirect_url);
    else navigate(`/thankyou/${result.data.id}`, { replace: true });
  }

  /** After a failed check: the first field at fault takes the focus (the banner above is announced). */
  function focusFirstInvalid() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .sf-choices--error input')?.focus(),
    );
  }

  const field = (
    name: string,
    label: string,
    values: Fields,
    set: (f: Fields) => void,
    extra: InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => (
    <TextInput
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => set({ ...values, [name]: e.target.value })}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <PageFrame title={t('storefront.checkout.title')} width="lg">
      <form
        ref={formRef}
        noValidate
        aria-label={t('storefront.checkout.title')}
        onSubmit={(e) => void submit(e)}
        className="sf-checkout"
      >
        <div className="sf-checkout__sections">
          <section className="sf-panel" aria-labelledby="checkout-contact">
            <h2 id="checkout-contact" className="sf-panel__title">
              {t('storefront.checkout.contact')}
            </h2>
            {guest ? (
              <div className="sf-checkout__fields">
                {field('first_name', t('storefront.fields.first_name'), contact, setContact, {
                  required: true,
                  autoComplete: 'given-name',
                })}
                {field('last_name', t('storefront.fields.last_name'), contact, setContact, {
                  autoComplete: 'family-name',
                })}
                {field('email', t('storefront.fields.email'), contact, setContact, {
                  required: true,
                  type: 'email',
                  autoComplete: 'email',
                })}
                {field('phone', t('storefront.fields.phone'), contact, setContact, {
                  type: 'tel',
                  autoComplete: 'tel',
                })}
              </div>
            ) : (
              <p className="sf-checkout__contact" data-testid="checkout-contact">
                {fullName(session?.user.first_name ?? '', session?.user.last_name ?? '')} ·{' '}
                {session?.user.email}
              </p>
            )}
            <div className="sf-checkout__consent">
              <TextsOptIn
                about="order"
                checked={texts}
                onCheck={(checked) => {
                  setTexts(checked);
                  // The contact phone is the first guess at the number to text.
                  if (checked && textsPhone === '') setTextsPhone(contact.phone!.trim());
                }}
                phone={textsPhone}
                onPhone={setTextsPhone}
                error={errors.sms_phone}
              />
            </div>
          </section>

          <section className="sf-panel">
            <RadioGroup
              legend={t('storefront.checkout.hand_over')}
              name="hand_over"
              value={method}
              onChange={(v) => setMethod(v as 'drop_off' | 'shipping')}
              options={[
                ...(options.locations.length
                  ? [{ value: 'drop_off', label: t('storefront.checkout.drop_off') }]
                  : []),
                { value: 'shipping', label: t('storefront.checkout.ship') },
              ]}
            />
            {method === 'drop_off' ? (
              <div className="sf-checkout__group">
                <RadioGroup
                  legend={t('storefront.checkout.location')}
                  name="location"
                  quiet
                  value={locationId}
                  onChange={setLocationId}
                  error={errors.location}
                  options={options.locations.map((l) => ({
                    value: String(l.id),
                    label: l.name,
                    detail: l.address,
                  }))}
                />
              </div>
            ) : (
              <div className="sf-checkout__group">
                <h3 className="sf-checkout__subtitle">{t('storefront.checkout.return_address')}</h3>
                {!guest && saved.length > 0 ? (
                  <SavedAddressPicker addresses={saved} value={chosen} onChange={setPicked} />
                ) : null}
                {chosenAddress ? null : (
                  <>
                    <div className="sf-checkout__fields">
                      <div className="sf-checkout__wide">
                        {field('line1', t('storefront.fields.line1'), address, setAddress, {
                          autoComplete: 'address-line1',
                        })}
                      </div>
                      <div className="sf-checkout__wide">
                        {field('line2', t('storefront.fields.line2'), address, setAddress, {
                          autoComplete: 'address-line2',
                        })}
                      </div>
                      {field('city', t('storefront.fields.city'), address, setAddress, {
                        autoComplete: 'address-level2',
                      })}
                      {field('state', t('storefront.fields.state'), address, setAddress, {
                        autoComplete: 'address-level1',
                      })}
                      {field('postal_code', t('storefront.fields.postal_code'), address, setAddress, {
                        autoComplete: 'postal-code',
                      })}
                      {field('country', t('storefront.fields.country'), address, setAddress, {
                        autoComplete: 'country-name',
                        disabled: !options.international && homeCountry !== '',
                        hint:
                          !options.international && homeCountry
                            ? t('storefront.checkout.ship_within', { country: homeCountry })
                            : undefined,
                      })}
                    </div>
                    {guest ? null : (
                      <div className="sf-checkout__group">
                        <CheckboxInput
                          label={t('storefront.checkout.keep_address')}
                          checked={keepAddress}
                          onChange={(e) => setKeepAddress(e.target.checked)}
                        />
                      </div>
                    )}
                  </>
                )}
                <div className="sf-checkout__group">
                  <RadioGroup
                    legend={t('storefront.checkout.carrier')}
                    name="carrier"
                    quiet
                    value={carrier}
                    onChange={setCarrier}
                    options={options.carriers.map((c) => ({ value: String(c.code), label: c.name }))}
                  />
                </div>
              </div>
            )}
          </section>

          <section className="sf-panel">
            <RadioGroup
              legend={t('storefront.checkout.payment')}
              name="payment_method"
              value={payment}
              onChange={(v) => setPayment(v as 'in_store' | 'card')}
              options={[
                ...(options.payment_methods.includes('card')
                  ? [{ value: 'card', label: t('storefront.checkout.pay_card') }]
                  : []),
                { value: 'in_store', label: t('storefront.checkout.pay_in_store') },
              ]}
            />
            <div className="sf-checkout__group">
              <TextArea
                label={t('storefront.checkout.note')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
                maxLength={2000}
              />
            </div>
          </section>
        </div>

        <section className="sf-panel sf-checkout__summary" aria-labelledby="checkout-order">
          <h2 id="checkout-order" className="sf-panel__title">
            {t('storefront.checkout.your_order')}
          </h2>
          <OrderSummary
            items={cart.items.map((i) => ({ name: i.service_name, quantity: i.quantity, total: i.total }))}
            charges={method === 'shipping' ? [shippingCharge(shipping, t)] : []}
            total={total}
          />
          <div aria-live="assertive" className="sf-checkout__failure">
            {banner ? (
              <Notice kind="error" testId="checkout-error">
                {banner}
              </Notice>
            ) : null}
          </div>
          <div className="sf-checkout__actions">
            <Button type="submit" variant="primary" size="large" wide disabled={placing}>
              {placing ? <Spinner /> : null}
              {placing
                ? t('storefront.checkout.placing')
                : payment === 'card'
                  ? t('storefront.checkout.place_and_pay')
                  : t('storefront.checkout.place')}
            </Button>
            <ButtonLink to="/cart" wide>
              {t('storefront.checkout.back_to_cart')}
            </ButtonLink>
          </div>
        </section>
      </form>
    </PageFrame>
  );
}

/** A saved address as the checkout's address fields (the country by name, as the store's locations name it). */
function fieldsOf(a: SavedAddress, countries: Country[]): Fields {
  return {
    line1: a.address_line1,
    line2: a.address_line2 ?? '',
    city: a.city,
    state: a.state ?? '',
    postal_code: a.postal_code ?? '',
    country: countries.find((c) => c.code === a.country_code)?.name ?? a.country_code,
  };
}

/** The checkout's typed address as a new address book entry. */
function bookEntryOf(f: Fields, countries: Country[], first: boolean) {
  const country = f.country!.trim();
  const code =
    countries.find((c) => c.name.toLowerCase() === country.toLowerCase() || c.code === country.toUpperCase())
      ?.code ?? country.slice(0, 2).toUpperCase();
  const optional = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return {
    label: f.line1!.trim().slice(0, 100),
    address_type: 'shipping' as const,
    address_line1: f.line1!.trim(),
    address_line2: optional(f.line2),
    city: f.city!.trim(),
    state: optional(f.state),
    postal_code: optional(f.postal_code),
    country_code: code,
    is_default: first,
  };
}
