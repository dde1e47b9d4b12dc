// /cart — every item with its service, the answers as the customer gave them, quantity and price; change the
// quantity, edit an item (back to its option form, prefilled), remove it; the subtotal and the way to
// checkout. Empty: a way back to the services. Hand-built (cart.css, ../ui/): a customer opening the cart
// from a mail on a phone loads no styling library.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../../shared/format.ts';
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
  usePageTitle('Your cart');
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
      <PageFrame title="Your cart">
        <LoadingBlock label="Loading your cart" />
      </PageFrame>
    );
  if (cart.status === 'failed')
    return (
      <PageFrame title="Your cart">
        <FailedBlock message={`We could not load your cart. ${cart.message}`} onRetry={retry} />
      </PageFrame>
    );
  const data = cart.data;
  if (data.items.length === 0)
    return (
      <MessagePage
        icon={<CartIcon />}
        title="Your cart is empty"
        sentence="Choose a service to get started."
        action={
          <ButtonLink to="/" variant="primary">
            Browse services
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
    <PageFrame title="Your cart">
      {error ? (
        <Notice
          kind="error"
          action={
            <Button size="small" className="sf-alert__close" onClick={() => setError(null)}>
              Dismiss
            </Button>
          }
        >
          {error}
        </Notice>
      ) : null}
      <div className="sf-cart">
        <ul className="sf-cart__items" aria-label="Items in your cart">
          {data.items.map((item) => {
            const service = services.get(item.service_id);
            const lines = summarizeAnswers(service, item.answers);
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
                      {formatMoney(item.unit_price)} each
                    </p>
                  </div>
                  <span className="sf-cart__price">{formatMoney(item.total)}</span>
                </div>
                <div className="sf-cart__actions">
                  <div
                    className="sf-cart__stepper"
                    role="group"
                    aria-label={`Quantity of ${item.service_name}`}
                  >
                    <IconButton
                      label="Decrease quantity"
                      disabled={working || item.quantity <= 1}
                      onClick={() => void setQuantity(item, item.quantity - 1)}
                    >
                      <MinusIcon />
                    </IconButton>
                    <span className="sf-cart__quantity" aria-live="polite" data-testid="cart-quantity">
                      {item.quantity}
                    </span>
                    <IconButton
                      label="Increase quantity"
                      disabled={working || item.quantity >= 99}
                      onClick={() => void setQuantity(item, item.quantity + 1)}
                    >
                      <PlusIcon />
                    </IconButton>
                  </div>
                  <Button size="small" disabled={working} onClick={() => editItem(item)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    disabled={working}
                    onClick={() => void change(item, () => removeItem(storeId!, data.cart_id!, item.id))}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <section className="sf-panel sf-cart__summary" aria-labelledby="cart-summary">
          <h2 id="cart-summary" className="sf-panel__title">
            Summary
          </h2>
          <div className="sf-cart__subtotal">
            <span>
              Subtotal ({data.item_count} {data.item_count === 1 ? 'item' : 'items'})
            </span>
            <strong data-testid="cart-subtotal">{formatMoney(data.subtotal)}</strong>
          </div>
          <p className="sf-secondary sf-small" style={{ margin: 0 }}>
            Drop-off or shipping is chosen at checkout.
          </p>
          <hr />
          <Button
            variant="primary"
            size="large"
            wide
            onClick={() => navigate(customerId !== null ? '/checkout' : '/checkout-login')}
          >
            Checkout
          </Button>
          <ButtonLink to="/" wide>
            Continue shopping
          </ButtonLink>
        </section>
      </div>
    </PageFrame>
  );
}
