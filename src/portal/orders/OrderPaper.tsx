// The order's paper and signatures on the sales-order page (docs/product.md#documents-envelope,
// docs/product.md#documents-signatures): print the job envelope (at intake and again later), download the
// receipts and the invoice, and have the customer sign on this screen (touch, pen or mouse) at intake and at
// pickup; the signatures taken, with who took them, when and where.
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SignaturePad from 'signature_pad';
import { may } from '../../shared/permission-registry.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { useGet } from '../../shell/data/use-load.ts';
import { openPdf } from '../../shell/data/open-pdf.ts';
import { send } from '../../shell/data/send.ts';
import { api } from '../../client/api.ts';
import { useSession } from '../use-session.ts';
import { Section } from './Section.tsx';

interface Props {
  order: { id: number; order_no: string; status: string; customer_name?: string | null };
  /** Changes when the order's state or its ledger does: the list of documents is read again. */
  revision: string;
  onChange: () => void;
}

export function OrderPaper({ order, revision, onChange }: Props) {
  const session = useSession();
  const mayView = may(session?.role, 'sales-orders:signatures');
  const maySign = may(session?.role, 'sales-orders:sign');
  const documents = useGet('/api/v1/sales-orders/{id}/documents', { path: { id: order.id } });
  const words = usePortalWords();
  const { translate } = words;
  // The envelope and the invoice are named in the user's words; a receipt by its own title, which the
  // server writes in the store's language (the language of the receipt itself) with its number and amount.
  const titleOf = (d: { kind: string; title: string }) =>
    d.kind === 'envelope'
      ? translate('portal.orders.paper.envelope')
      : d.kind === 'invoice'
        ? translate('portal.orders.paper.invoice', { number: order.order_no })
        : d.title;
  const signatures = useGet(
    '/api/v1/sales-orders/{id}/signatures',
    mayView ? { path: { id: order.id } } : null,
  );
  const reloadDocuments = documents.reload;
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    reloadDocuments();
  }, [revision, reloadDocuments]);
  const [signing, setSigning] = useState<'intake' | 'pickup' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const closed = ['completed', 'cancelled', 'refunded'].includes(order.status);
  const download = async (path: string, fileName: string) => setMessage(await openPdf(path, fileName));
  return (
    <Section
      title={translate('portal.orders.paper.title')}
      loading={documents.loading}
      error={documents.error}
      testId="order-paper"
    >
      {message ? (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {(documents.data ?? []).map((d) => (
          <Button
            key={d.path}
            size="small"
            variant={d.kind === 'envelope' ? 'contained' : 'outlined'}
            onClick={() => void download(d.path, d.file_name)}
          >
            {titleOf(d)}
          </Button>
        ))}
        {(documents.data ?? []).some((d) => d.kind === 'receipt') ? (
          <Button
            size="small"
            variant="text"
            onClick={() =>
              void download(
                `/sales-orders/${order.id}/documents/receipt?layout=thermal`,
                `receipt-${order.order_no}-80mm.pdf`,
              )
            }
          >
            {translate('portal.orders.paper.thermal')}
          </Button>
        ) : null}
        {maySign && !closed ? (
          <Button size="small" variant="outlined" onClick={() => setSigning('intake')}>
            {translate('portal.orders.paper.sign_intake')}
          </Button>
        ) : null}
        {maySign && order.status === 'ready' ? (
          <Button size="small" variant="outlined" onClick={() => setSigning('pickup')}>
            {translate('portal.orders.paper.sign_pickup')}
          </Button>
        ) : null}
      </Stack>
      {mayView ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="signatures">
          {(signatures.data ?? []).map((s) => (
            <Box key={s.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, width: 240 }}>
              <SignatureImage
                url={s.url}
                alt={translate('portal.orders.paper.signature_of', {
                  name: s.signer_name,
                  kind: translate(`portal.orders.paper.${s.kind}`),
                })}
              />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate(`portal.orders.paper.${s.kind}`)}: {s.signer_name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {words.shortDate(s.created_at)} {words.time(s.created_at)} ·{' '}
                {translate('portal.orders.paper.taken_by', {
                  name: s.taken_by ?? translate('portal.orders.paper.staff'),
                })}
                {s.location ? ` · ${s.location}` : ''}
              </Typography>
            </Box>
          ))}
          {signatures.data && !signatures.data.length ? (
            <Typography variant="body2" color="text.secondary">
              {translate('portal.orders.paper.none')}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {signing ? (
        <SignatureDialog
          orderId={order.id}
          kind={signing}
          signer={order.customer_name ?? ''}
          onClose={() => setSigning(null)}
          onDone={() => {
            setSigning(null);
            signatures.reload();
            documents.reload();
            onChange();
          }}
        />
      ) : null}
    </Section>
  );
}

/** An upload read with the session's token (an <img> cannot send it). */
function SignatureImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    void import('../../client/api.ts').then(async ({ api }) => {
      const { data } = await (
        api.GET as unknown as (p: string, o: { parseAs: 'blob' }) => Promise<{ data?: Blob }>
      )(url, { parseAs: 'blob' });
      if (!gone && data) {
        made = URL.createObjectURL(data);
        setSrc(made);
      }
    });
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src ? (
    <img src={src} alt={alt} style={{ width: '100%', height: 70, objectFit: 'contain' }} />
  ) : (
    <Box sx={{ height: 70 }} />
  );
}

function SignatureDialog({
  orderId,
  kind,
  signer,
  onClose,
  onDone,
}: {
  orderId: number;
  kind: 'intake' | 'pickup';
  signer: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [name, setName] = useState(signer);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { translate } = usePortalWords();
  const attach = (element: HTMLCanvasElement | null) => {
    canvas.current = element;
    if (element && !pad.current) {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      pad.current = new SignaturePad(element, { penColor: '#14204a' });
    }
  };
  useEffect(() => () => pad.current?.off(), []);
  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) return setError(translate('portal.orders.paper.sign_first'));
    if (!name.trim()) return setError(translate('portal.orders.paper.name_first'));
    setSaving(true);
    setError(null);
    try {
      await send(
        api.POST('/api/v1/sales-orders/{id}/signatures', {
          params: { path: { id: orderId } },
          body: { kind, signer_name: name.trim(), image: pad.current.toDataURL('image/png') },
        }),
      );
      onDone();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="signature-title">
      <DialogTitle id="signature-title">
        {translate(kind === 'intake' ? 'portal.orders.paper.sign_intake' : 'portal.orders.paper.sign_pickup')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`portal.orders.paper.statement_${kind}`)}
        </Typography>
        <Box
          component="canvas"
          ref={attach}
          aria-label={translate('portal.orders.paper.canvas')}
          data-testid="signature-canvas"
          sx={{
            width: '100%',
            height: 200,
            border: 2,
            borderColor: 'divider',
            borderRadius: 1,
            touchAction: 'none',
            display: 'block',
            bgcolor: '#fff',
          }}
        />
        <TextField
          label={translate('portal.orders.paper.signer')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 2 }}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => pad.current?.clear()}>{translate('portal.orders.paper.clear')}</Button>
        <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate('portal.orders.paper.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
