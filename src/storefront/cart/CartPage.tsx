// /cart — every item with its service, the answers as the customer gave them, quantity and price; change the
// quantity, edit an item (back to its option form, prefilled), remove it; the subtotal and the way to
// checkout. Empty: a way back to the services. Hand-built (cart.css, ../ui/): a customer opening the cart
// from a mail on a phone loads no styling library.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { Button, ButtonLink, IconButton } from '../../shell/ui/Button.tsx';
import { CartIcon, MinusIcon, PlusIcon } from '../../shell/ui/icons.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { summarizeAnswers } from './answer-summary.ts';
import { loadCart, removeItem, replaceItem, type CartItem } from './cart-api.ts';
import { storeCartId } from './cart-storage.ts';
import { useServicesOf } from './use-services-of.ts';
import './cart.css';

export default function CartPage() {
  const { t, money } = useStoreWords();
  usePageTitle(t('storefront.cart.title'));
  const storeId = useWhiteLabel().settings?.store_id ?? null;
  const customerId = useSession()?.customer?.id ?? null;
  const navigate = useNavigate();
  const [cart, retry, setCart] = useLoad(storeId === null ? null : () => loadCart(storeId, customerId), [
    storeId,
    customerId,
  ]);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = cart.status === 'ready' ? cart.data.items : [];
  const services = useServicesOf(
    storeId,
    items.map((i) => i.service_id),
  );

  if (cart.status === 'loading')
    return (
      <PageFrame title={t('storefront.cart.title')}>
        <LoadingBlock label={t('storefront.cart.loading')} />
      </PageFrame>
    );
  if (cart.status === 'failed')
    return (
      <PageFrame title={t('storefront.cart.title')}>
        <FailedBlock message={t('storefront.cart.failed', { error: cart.message })} onRetry={retry} />
      </PageFrame>
    );
  const data = cart.data;
  if (data.items.length === 0)
    return (
      <MessagePage
        icon={<CartIcon />}
        title={t('storefront.cart.empty')}
        sentence={t('storefront.home.intro')}
        action={
          <ButtonLink to="/" variant="primary">
            {t('storefront.cart.browse')}
          </ButtonLink>
        }
      />
    );

  async function change(item: CartItem, run: () => ReturnType<typeof removeItem>) {
    setBusy(item.id);
    setError(null);
    const result = await run();
    setBusy(null);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setCart(result.data);
    storeCartId(storeId!, result.data.cart_id);
  }

  const setQuantity = (item: CartItem, quantity: number) =>
    change(item, () =>
      replaceItem(storeId!, data.cart_id!, item, {
        quantity,
        answers: item.answers as Parameters<typeof replaceItem>[3]['answers'],
      }),
    );

  const editItem = (item: CartItem) =>
    navigate(`/service/${item.service_id}`, {
      state: {
        edit: { itemId: item.id, cartId: data.cart_id, answers: item.answers, quantity: item.quantity },
      },
    });

  return (
    <PageFrame title={t('storefront.cart.title')}>
      {error ? (
        <Notice
          kind="error"
          action={
            <Button size="small" className="sf-alert__close" onClick={() => setError(null)}>
              {t('common.action.dismiss')}
            </Button>
          }
        >
          {error}
        </Notice>
      ) : null}
      <div className="sf-cart">
        <ul className="sf-cart__items" aria-label={t('storefront.cart.items')}>
          {data.items.map((item) => {
            const service = services.get(item.service_id);
            const lines = summarizeAnswers(service, item.answers, t);
            const working = busy === item.id;
            return (
              <li
                key={item.id}
                className="sf-panel sf-cart__item"
                data-testid="cart-item"
                aria-busy={working}
              >
                <div className="sf-cart__head">
                  {service?.image ? <img className="sf-cart__image" src={service.image} alt="" /> : null}
                  <div className="sf-cart__text">
                    <h2 className="sf-cart__name">{item.service_name}</h2>
                    {lines.length ? (
                      <dl className="sf-cart__answers">
                        {lines.map((l, i) => (
                          <div key={i}>
                            <dt>{l.label}:</dt>
                            <dd>{l.value}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                    <p className="sf-secondary sf-small" style={{ margin: '4px 0 0' }}>
                      {t('storefront.cart.each', { amount: money(item.unit_price) })}
                    </p>
                  </div>
                  <span className="sf-cart__price">{money(item.total)}</span>
                </div>
                <div className="sf-cart__actions">
                  <div
                    className="sf-cart__stepper"
                    role="group"
                    aria-label={t('storefront.cart.quantity_of', { name: item.service_name })}
                  >
                    <IconButton
                      label={t('storefront.cart.decrease')}
                      disabled={working || item.quantity <= 1}
                      onClick={() => void setQuantity(item, item.quantity - 1)}
                    >
                      <MinusIcon />
                    </IconButton>
                    <span className="sf-cart__quantity" aria-live="polite" data-testid="cart-quantity">
                      {item.quantity}
                    </span>
                    <IconButton
                      label={t('storefront.cart.increase')}
                      disabled={working || item.quantity >= 99}
                      onClick={() => void setQuantity(item, item.quantity + 1)}
                    >
                      <PlusIcon />
                    </IconButton>
                  </div>
                  <Button size="small" disabled={working} onClick={() => editItem(item)}>
                    {t('storefront.cart.edit')}
                  </Button>
                  <Button
                    size="small"
                    disabled={working}
                    onClick={() => void change(item, () => removeItem(storeId!, data.cart_id!, item.id))}
                  >
                    {t('storefront.options.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <section className="sf-panel sf-cart__summary" aria-labelledby="cart-summary">
          <h2 id="cart-summary" className="sf-panel__title">
            {t('storefront.cart.summary')}
          </h2>
          <div className="sf-cart__subtotal">
            <span>{t('storefront.cart.subtotal', { smart_count: data.item_count })}</span>
            <strong data-testid="cart-subtotal">{money(data.subtotal)}</strong>
          </div>
          <p className="sf-secondary sf-small" style={{ margin: 0 }}>
            {t('storefront.cart.delivery_later')}
          </p>
          <hr />
          <Button
            variant="primary"
            size="large"
            wide
            onClick={() => navigate(customerId !== null ? '/checkout' : '/checkout-login')}
          >
            {t('storefront.cart.checkout')}
          </Button>
          <ButtonLink to="/" wide>
            {t('storefront.cart.continue')}
          </ButtonLink>
        </section>
      </div>
    </PageFrame>
  );
}
