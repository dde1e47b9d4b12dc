// The order part of /service/:id: the option form that follows the service's rules live, the quantity, the
// total and "Add to cart" (or "Update item" when the cart's Edit opened it). "Add to cart" checks the answers
// as the server will (required options, validation rules; hidden answers dropped), then calls add-to-carts;
// the server's refusal (400 and its message) is shown beside the button. Its own chunk (with the rules
// module), fetched beside the service's data while the page shows the service's name and picture.
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { answerCost, OptionForm, toServiceOptions, useOptionForm } from '../../option-form/index.ts';
import { roundMoney } from '../../shared/format-text.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import type { ServiceAnswers, ServiceDefinition } from '../../shared/rules/index.ts';
import { storeCartId, storedCartId } from '../cart/cart-storage.ts';
import { replaceItem } from '../cart/cart-api.ts';
import { Button, ButtonLink } from '../../shell/ui/Button.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import { addToCart, storefrontFormServices, type StoreService } from './service-api.ts';

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

export default function ServiceOrder({ service, storeId }: { service: StoreService; storeId: number }) {
  const navigate = useNavigate();
  const { t, money } = useStoreWords();
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
      setAdding({ kind: 'invalid', message: t('storefront.service.check_options') });
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
    <form
      ref={formRef}
      noValidate
      aria-label={t('storefront.service.options_for', { name: service.name })}
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
        emptyText={t('storefront.service.no_options')}
      />
      <div className="sf-service__bar">
        <div className="sf-input sf-service__quantity">
          <label htmlFor="service-quantity" className="sf-field__label">
            {t('storefront.service.quantity')}
          </label>
          <input
            id="service-quantity"
            type="number"
            min={1}
            max={99}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(Math.min(99, Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
          />
        </div>
        <div className="sf-service__total" aria-live="polite">
          <p className="sf-service__amount" data-testid="service-total">
            {money(roundMoney(unit * quantity))}
          </p>
          {extras > 0 ? (
            <p className="sf-secondary sf-small">
              {t('storefront.service.includes', { amount: money(extras) })}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="primary" size="large" disabled={adding.kind === 'adding'}>
          {adding.kind === 'adding' ? <Spinner size={18} /> : null}
          {adding.kind === 'adding'
            ? t('storefront.service.saving')
            : edit
              ? t('storefront.service.update_item')
              : t('storefront.service.add_to_cart')}
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
                {t('storefront.service.view_cart')}
              </ButtonLink>
            }
          >
            {t('storefront.service.added', { smart_count: shown.count })}
          </Notice>
        ) : null}
      </div>
    </form>
  );
}

/** The first input of the first option showing a message (a radio group's first radio). */
function firstFlaggedInput(form: HTMLFormElement | null): HTMLElement | null {
  for (const field of form?.querySelectorAll<HTMLElement>('[data-testid="option-field"]') ?? [])
    if (field.querySelector('.of-messages p'))
      return field.querySelector<HTMLElement>('input:not(:disabled), select, textarea');
  return null;
}
