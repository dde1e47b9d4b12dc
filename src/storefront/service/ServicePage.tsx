// /service/:id — one service of the store: its picture, description and starting price, and the option
// form that follows the service's rules live. "Add to cart" checks the answers as the server will (required
// options, validation rules; hidden answers dropped), then calls add-to-carts; the server's refusal (400 and
// its message) is shown beside the button.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Link,
  Paper,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { answerCost, OptionForm, toServiceOptions, useOptionForm } from '../../option-form/index.ts';
import { formatMoney, roundMoney } from '../../shared/format.ts';
import type { ServiceAnswers, ServiceDefinition } from '../../shared/rules/index.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { storeCartId, storedCartId } from '../cart/cart-storage.ts';
import { replaceItem } from '../cart/cart-api.ts';
import { usePageTitle } from '../common/page-title.ts';
import { addToCart, loadPortalService, storefrontFormServices, type StoreService } from './service-api.ts';

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
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      <Link
        component={RouterLink}
        to="/"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, minHeight: 44 }}
      >
        <ArrowBack fontSize="small" aria-hidden /> All services
      </Link>
      {notFound ? (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="service-not-found">
          <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            This service is not available
          </Typography>
          <Typography color="text.secondary">
            It may have been removed. Choose another service from the list.
          </Typography>
        </Box>
      ) : current.status === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          We could not load this service. {current.message}
        </Alert>
      ) : current.status === 'loading' ? (
        <Box role="status" aria-label="Loading the service">
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '60%' }} />
          <Skeleton variant="text" sx={{ width: '90%' }} />
          <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
        </Box>
      ) : (
        <ServiceOrder key={current.service.id} service={current.service} storeId={storeId!} />
      )}
    </Container>
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
        const first = formRef.current?.querySelector<HTMLElement>(
          '[aria-invalid="true"], .Mui-error input, .Mui-error textarea, .Mui-error select',
        );
        first?.focus();
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
    <Box component="article" aria-labelledby="service-title">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: '1fr', sm: service.image ? '220px 1fr' : '1fr' },
          mb: 3,
        }}
      >
        {service.image ? (
          <Box
            component="img"
            src={service.image}
            alt=""
            sx={{
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 2,
              border: '1px solid var(--wl-border)',
            }}
          />
        ) : null}
        <Box>
          <Typography
            id="service-title"
            variant="h1"
            sx={{ mb: 1, fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {service.name}
          </Typography>
          {service.description ? (
            <Typography color="text.secondary" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
              {service.description}
            </Typography>
          ) : null}
          <Typography sx={{ fontWeight: 600 }}>From {formatMoney(service.price)}</Typography>
        </Box>
      </Box>

      <Paper
        component="form"
        ref={formRef}
        noValidate
        aria-label={`Options for ${service.name}`}
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          void submit();
        }}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderColor: 'var(--wl-border)', backgroundColor: 'var(--wl-background)' }}
      >
        <OptionForm
          form={form}
          services={services}
          disabled={adding.kind === 'adding'}
          emptyText="This service needs no details: add it to your cart."
        />
        <Box
          sx={{
            mt: 3,
            pt: 2,
            borderTop: '1px solid var(--wl-border)',
            display: 'flex',
            gap: 2,
            alignItems: { xs: 'stretch', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <TextField
            label="Quantity"
            type="number"
            value={quantity}
            onChange={(e) => setQuantity(Math.min(99, Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
            size="small"
            margin="none"
            sx={{ width: { xs: '100%', sm: 110 } }}
            slotProps={{ htmlInput: { min: 1, max: 99, inputMode: 'numeric' } }}
          />
          <Box sx={{ flex: 1 }} aria-live="polite">
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="service-total">
              {formatMoney(roundMoney(unit * quantity))}
            </Typography>
            {extras > 0 ? (
              <Typography variant="body2" color="text.secondary">
                Includes {formatMoney(extras)} of options
              </Typography>
            ) : null}
          </Box>
          <Button
            type="submit"
            variant="contained"
            className="wl-button"
            size="large"
            disabled={adding.kind === 'adding'}
            startIcon={
              adding.kind === 'adding' ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : undefined
            }
          >
            {adding.kind === 'adding' ? 'Saving…' : edit ? 'Update item' : 'Add to cart'}
          </Button>
        </Box>
        <Box aria-live="polite" sx={{ mt: shown.kind === 'idle' || shown.kind === 'adding' ? 0 : 2 }}>
          {shown.kind === 'invalid' || shown.kind === 'failed' ? (
            <Alert severity="error" data-testid="add-to-cart-error">
              {shown.message}
            </Alert>
          ) : null}
          {shown.kind === 'added' ? (
            <Alert
              severity="success"
              data-testid="add-to-cart-success"
              action={
                <Button component={RouterLink} to="/cart" color="inherit" size="small">
                  View cart
                </Button>
              }
            >
              Added to your cart ({shown.count} {shown.count === 1 ? 'item' : 'items'}).
            </Alert>
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}
