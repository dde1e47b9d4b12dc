// /service/:id — one service of the store: its picture, description and starting price, and the option
// form that follows the service's rules live. "Add to cart" checks the answers as the server will (required
// options, validation rules; hidden answers dropped), then calls add-to-carts; the server's refusal (400 and
// its message) is shown beside the button. Hand-built (service.css, ../ui/, the plain option form): a
// customer opening a service from a link on a phone loads no styling library.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { answerCost, OptionForm, toServiceOptions, useOptionForm } from '../../option-form/index.ts';
import { formatMoney, roundMoney } from '../../shared/format-text.ts';
import type { ServiceAnswers, ServiceDefinition } from '../../shared/rules/index.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { storeCartId, storedCartId } from '../cart/cart-storage.ts';
import { replaceItem } from '../cart/cart-api.ts';
import { usePageTitle } from '../common/page-title.ts';
import { FailedBlock, LoadingBlock } from '../common/PageStates.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { addToCart, loadPortalService, storefrontFormServices, type StoreService } from './service-api.ts';
import './service.css';

type LoadState =
  | { status: 'loading'; key: string }
  | { status: 'failed'; key: string; message: string; notFound: boolean }
  | { status: 'ready'; key: string; service: StoreService };

export default function ServicePage() {
  const { id } = useParams();
  const whiteLabel = useWhiteLabel();
  const storeId = whiteLabel.settings?.store_id ?? null;
  const serviceId = Number(id);
  const [attempt, setAttempt] = useState(0);
  const key = `${storeId}|${serviceId}|${attempt}`;
  const [state, setState] = useState<LoadState | null>(null);
  const valid = Number.isInteger(serviceId) && serviceId > 0;
  usePageTitle(state?.status === 'ready' ? state.service.name : 'Service');

  useEffect(() => {
    if (storeId === null || !valid) return;
    let live = true;
    void loadPortalService(storeId, serviceId).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', key, service: result.data }
          : { status: 'failed', key, message: result.error.message, notFound: result.status === 404 },
      );
    });
    return () => {
      live = false;
    };
  }, [storeId, serviceId, valid, key]);

  const current: LoadState = state?.key === key ? state : { status: 'loading', key };
  const notFound =
    !valid ||
    (current.status === 'failed' && current.notFound) ||
    (whiteLabel.status === 'ready' && storeId === null);

  return (
    <div className="sf-container sf-page sf-frame--md">
      <RouterLink to="/" className="sf-link sf-service__back">
        <BackIcon /> All services
      </RouterLink>
      {notFound ? (
        <div className="sf-empty" data-testid="service-not-found">
          <h1 className="sf-page__title">This service is not available</h1>
          <p className="sf-secondary">It may have been removed. Choose another service from the list.</p>
        </div>
      ) : current.status === 'failed' ? (
        <FailedBlock
          message={`We could not load this service. ${current.message}`}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : current.status === 'loading' ? (
        <LoadingBlock label="Loading the service" />
      ) : (
        <ServiceOrder key={current.service.id} service={current.service} storeId={storeId!} />
      )}
    </div>
  );
}

function BackIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}

type AddState =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'adding' }
  | { kind: 'failed'; message: string }
  | { kind: 'added'; count: number };

/** The cart item being edited (from the cart's Edit): its answers prefill the form and it is replaced. */
interface EditedItem {
  itemId: number;
  cartId: string;
  answers: ServiceAnswers;
  quantity: number;
}

function ServiceOrder({ service, storeId }: { service: StoreService; storeId: number }) {
  const navigate = useNavigate();
  const edit = (useLocation().state as { edit?: EditedItem } | null)?.edit;
  const definition = useMemo<ServiceDefinition>(
    () => ({ id: service.id, version: service.version, options: toServiceOptions(service.options ?? []) }),
    [service],
  );
  const form = useOptionForm(definition, edit?.answers);
  const services = useMemo(() => storefrontFormServices(), []);
  const [quantity, setQuantity] = useState(edit?.quantity ?? 1);
  const [adding, setAdding] = useState<AddState>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);

  const extras = form.options.reduce(
    (sum, o) => (form.isVisible(o.id) ? sum + answerCost(o, form.answers[String(o.id)]) : sum),
    0,
  );
  const unit = roundMoney(service.price + extras);
  // "Please check the highlighted options" goes once nothing is highlighted any more.
  const highlighted = form.options.some((o) => form.isVisible(o.id) && form.messagesFor(o).length > 0);
  const shown: AddState = adding.kind === 'invalid' && !highlighted ? { kind: 'idle' } : adding;

  async function submit() {
    const applied = form.check();
    if (!applied.ok) {
      setAdding({ kind: 'invalid', message: 'Please check the highlighted options.' });
      // Focus the first option with a message so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => {
        firstFlaggedInput(formRef.current)?.focus();
      });
      return;
    }
    setAdding({ kind: 'adding' });
    if (edit) {
      const replaced = await replaceItem(
        storeId,
        edit.cartId,
        { id: edit.itemId, service_id: service.id },
        { quantity, answers: applied.answers },
      );
      if (!replaced.ok) setAdding({ kind: 'failed', message: replaced.error.message });
      else navigate('/cart');
      return;
    }
    const cartId = storedCartId(storeId);
    let result = await addToCart({
      store_id: storeId,
      service_id: service.id,
      quantity,
      answers: applied.answers,
      ...(cartId ? { cart_id: cartId } : {}),
    });
    if (!result.ok && cartId && (result.status === 404 || result.status === 409)) {
      // The kept cart is gone or checked out: start a new one.
      storeCartId(storeId, null);
      result = await addToCart({
        store_id: storeId,
        service_id: service.id,
        quantity,
        answers: applied.answers,
      });
    }
    if (!result.ok) {
      setAdding({ kind: 'failed', message: result.error.message });
      return;
    }
    storeCartId(storeId, result.data.cart_id);
    setAdding({ kind: 'added', count: result.data.item_count });
  }

  return (
    <article aria-labelledby="service-title">
      <div className={`sf-service__head${service.image ? ' sf-service__head--image' : ''}`}>
        {service.image ? (
          <img src={service.image} alt="" width={220} height={165} className="sf-service__image" />
        ) : null}
        <div>
          <h1 id="service-title" className="sf-page__title sf-service__title">
            {service.name}
          </h1>
          {service.description ? (
            <p className="sf-secondary sf-service__text">{service.description}</p>
          ) : null}
          <p className="sf-service__from">From {formatMoney(service.price)}</p>
        </div>
      </div>

      <form
        ref={formRef}
        noValidate
        aria-label={`Options for ${service.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="sf-panel"
      >
        <OptionForm
          form={form}
          services={services}
          disabled={adding.kind === 'adding'}
          emptyText="This service needs no details: add it to your cart."
        />
        <div className="sf-service__bar">
          <div className="sf-input sf-service__quantity">
            <label htmlFor="service-quantity" className="sf-field__label">
              Quantity
            </label>
            <input
              id="service-quantity"
              type="number"
              min={1}
              max={99}
              inputMode="numeric"
              value={quantity}
              onChange={(e) =>
                setQuantity(Math.min(99, Math.max(1, Math.trunc(Number(e.target.value) || 1))))
              }
            />
          </div>
          <div className="sf-service__total" aria-live="polite">
            <p className="sf-service__amount" data-testid="service-total">
              {formatMoney(roundMoney(unit * quantity))}
            </p>
            {extras > 0 ? (
              <p className="sf-secondary sf-small">Includes {formatMoney(extras)} of options</p>
            ) : null}
          </div>
          <Button type="submit" variant="primary" size="large" disabled={adding.kind === 'adding'}>
            {adding.kind === 'adding' ? <Spinner size={18} /> : null}
            {adding.kind === 'adding' ? 'Saving…' : edit ? 'Update item' : 'Add to cart'}
          </Button>
        </div>
        <div
          aria-live="polite"
          className={shown.kind === 'idle' || shown.kind === 'adding' ? '' : 'sf-service__outcome'}
        >
          {shown.kind === 'invalid' || shown.kind === 'failed' ? (
            <Notice kind="error" testId="add-to-cart-error">
              {shown.message}
            </Notice>
          ) : null}
          {shown.kind === 'added' ? (
            <Notice
              kind="success"
              testId="add-to-cart-success"
              action={
                <ButtonLink to="/cart" size="small" className="sf-alert__action">
                  View cart
                </ButtonLink>
              }
            >
              Added to your cart ({shown.count} {shown.count === 1 ? 'item' : 'items'}).
            </Notice>
          ) : null}
        </div>
      </form>
    </article>
  );
}

/** The first input of the first option showing a message (a radio group's first radio). */
function firstFlaggedInput(form: HTMLFormElement | null): HTMLElement | null {
  for (const field of form?.querySelectorAll<HTMLElement>('[data-testid="option-field"]') ?? [])
    if (field.querySelector('.of-messages p'))
      return field.querySelector<HTMLElement>('input:not(:disabled), select, textarea');
  return null;
}
