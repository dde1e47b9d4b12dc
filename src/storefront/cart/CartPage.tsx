// /cart — every item with its service, the answers as the customer gave them, quantity and price; change the
// quantity, edit an item (back to its option form, prefilled), remove it; the subtotal and the way to
// checkout. Empty: a way back to the services.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Divider, IconButton, Paper, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { formatMoney } from '../../shared/format.ts';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../common/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../common/PageStates.tsx';
import { useLoad } from '../common/use-load.ts';
import { summarizeAnswers } from './answer-summary.ts';
import { loadCart, removeItem, replaceItem, type CartItem } from './cart-api.ts';
import { storeCartId } from './cart-storage.ts';
import { useServicesOf } from './use-services-of.ts';

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
        icon={<ShoppingCartOutlined />}
        title="Your cart is empty"
        sentence="Choose a service to get started."
        action={
          <Button component={RouterLink} to="/" variant="contained" className="wl-button">
            Browse services
          </Button>
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

  return (
    <PageFrame title="Your cart">
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 320px' },
          alignItems: 'start',
        }}
      >
        <Stack
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Items in your cart"
        >
          {data.items.map((item) => {
            const service = services.get(item.service_id);
            const lines = summarizeAnswers(service, item.answers);
            const working = busy === item.id;
            return (
              <Paper
                component="li"
                key={item.id}
                variant="outlined"
                data-testid="cart-item"
                sx={{ p: 2, borderColor: 'var(--wl-border)', opacity: working ? 0.6 : 1 }}
              >
                <Box sx={{ display: 'flex', gap: 2 }}>
                  {service?.image ? (
                    <Box
                      component="img"
                      src={service.image}
                      alt=""
                      sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                    />
                  ) : null}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {item.service_name}
                    </Typography>
                    {lines.length ? (
                      <Box
                        component="dl"
                        sx={{ m: 0, mt: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}
                      >
                        {lines.map((l, i) => (
                          <Box key={i} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                            <Box component="dt" sx={{ fontWeight: 600 }}>
                              {l.label}:
                            </Box>
                            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                              {l.value}
                            </Box>
                          </Box>
                        ))}
                      </Box>
                    ) : null}
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {formatMoney(item.unit_price)} each
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatMoney(item.total)}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      border: '1px solid var(--wl-border)',
                      borderRadius: 1,
                    }}
                    role="group"
                    aria-label={`Quantity of ${item.service_name}`}
                  >
                    <IconButton
                      aria-label="Decrease quantity"
                      disabled={working || item.quantity <= 1}
                      onClick={() => void setQuantity(item, item.quantity - 1)}
                    >
                      <Remove fontSize="small" />
                    </IconButton>
                    <Typography
                      sx={{ minWidth: 32, textAlign: 'center' }}
                      aria-live="polite"
                      data-testid="cart-quantity"
                    >
                      {item.quantity}
                    </Typography>
                    <IconButton
                      aria-label="Increase quantity"
                      disabled={working || item.quantity >= 99}
                      onClick={() => void setQuantity(item, item.quantity + 1)}
                    >
                      <Add fontSize="small" />
                    </IconButton>
                  </Box>
                  <Box sx={{ flex: 1 }} />
                  <Button
                    size="small"
                    disabled={working}
                    onClick={() =>
                      navigate(`/service/${item.service_id}`, {
                        state: {
                          edit: {
                            itemId: item.id,
                            cartId: data.cart_id,
                            answers: item.answers,
                            quantity: item.quantity,
                          },
                        },
                      })
                    }
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={working}
                    onClick={() => void change(item, () => removeItem(storeId!, data.cart_id!, item.id))}
                  >
                    Remove
                  </Button>
                </Box>
              </Paper>
            );
          })}
        </Stack>
        <Paper
          variant="outlined"
          sx={{ p: 2, borderColor: 'var(--wl-border)', position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Summary
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
            <Typography>
              Subtotal ({data.item_count} {data.item_count === 1 ? 'item' : 'items'})
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="cart-subtotal">
              {formatMoney(data.subtotal)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Drop-off or shipping is chosen at checkout.
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Button
            fullWidth
            size="large"
            variant="contained"
            className="wl-button"
            onClick={() => navigate(customerId !== null ? '/checkout' : '/checkout-login')}
          >
            Checkout
          </Button>
          <Button fullWidth component={RouterLink} to="/" sx={{ mt: 1 }}>
            Continue shopping
          </Button>
        </Paper>
      </Box>
    </PageFrame>
  );
}
