// Scan or type an item's code (docs/product.md#custody): the job ticket's QR through the camera
// (@zxing/browser, as the bench's scanner) or its number typed; the item opens with who holds it and the
// hand-off waiting for this user (a vendor's receipt, the store's receipt of returned work, a transfer
// arriving), recorded with one press. A contradicting hand-off is recorded and flagged by the server.
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
import { useTranslate } from 'react-admin';
import { api, call } from '../../client/api.ts';
import type { GetData } from '../../shell/data/use-load.ts';
import { send } from '../../shell/data/send.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { storedText } from '../i18n/said-text.ts';
import { holderLabel } from './lane-words.ts';

type Found = GetData<'/api/v1/custody/lookup'>;

function Camera({ onCode }: { onCode: (code: string) => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The camera opens once per dialog: a new onCode from a re-render of the scanner must not restart it
  // (two starts on one <video> and the first one's stop cleared the second's stream: a black view).
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (!live || !video.current) return;
        const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(
          undefined,
          video.current,
          // The callback's own controls: a clear code is read from the first frame, before the call
          // returns its controls.
          (r, _error, running) => {
            if (!r) return;
            running.stop();
            latest.current(r.getText());
          },
        );
        if (live) stop = () => controls.stop();
        else controls.stop();
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return failed ? (
    <Alert severity="warning">{translate('portal.scan.no_camera')}</Alert>
  ) : (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label={translate('portal.scan.camera_view')}
      sx={{
        width: '100%',
        maxWidth: 360,
        aspectRatio: '1',
        objectFit: 'cover',
        bgcolor: '#000',
        borderRadius: 1,
      }}
    />
  );
}

/**
 * A photo of the ticket instead of the live camera (a phone's camera app, or a device with no camera the
 * browser may open): the same QR library reads the image.
 */
function PhotoScan({ onCode, onError }: { onCode: (code: string) => void; onError: (m: string) => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const read = async (file: File) => {
    const url = URL.createObjectURL(file);
    try {
      const [{ BrowserQRCodeReader }, { DecodeHintType }] = await Promise.all([
        import('@zxing/browser'),
        import('@zxing/library'),
      ]);
      // A photo first as a photo; then as a clean image of the code (a screenshot, the PDF's picture): the
      // library's finder misses some perfectly drawn codes (about 3 in 100 of our tickets' links), which it
      // reads at once told the image is only the code.
      const result = await new BrowserQRCodeReader()
        .decodeFromImageUrl(url)
        .catch(() =>
          new BrowserQRCodeReader(new Map([[DecodeHintType.PURE_BARCODE, true]])).decodeFromImageUrl(url),
        );
      onCode(result.getText());
    } catch {
      onError(translate('portal.scan.no_code'));
    } finally {
      URL.revokeObjectURL(url);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Button variant="outlined" component="label">
      {translate('portal.scan.scan_photo')}
      <input
        ref={input}
        hidden
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={translate('portal.scan.photo_label')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void read(file);
        }}
      />
    </Button>
  );
}

export function ScanBox({ onRecorded }: { onRecorded: () => void }) {
  const words = usePortalWords();
  const { translate, status } = words;
  const [code, setCode] = useState('');
  const [open, setOpen] = useState(false);
  const [camera, setCamera] = useState(false);
  const [method, setMethod] = useState<'scan' | 'typed'>('typed');
  const [found, setFound] = useState<Found | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const look = async (value: string, how: 'scan' | 'typed') => {
    setMethod(how);
    setCamera(false);
    setMessage(null);
    const result = await call(api.GET('/api/v1/custody/lookup', { params: { query: { code: value } } }));
    if (!result.ok) {
      setFound([]);
      setMessage({ ok: false, text: result.error.message });
    } else setFound(result.data);
    setOpen(true);
  };

  const record = async (item: string) => {
    try {
      const event = await send(api.POST('/api/v1/custody/handoffs', { body: { item_number: item, method } }));
      setMessage({
        ok: !event.flagged,
        text: event.flagged
          ? translate('portal.scan.flagged', {
              reason: storedText(words, event.flag_reason, event.flag_reason_key, event.flag_reason_params),
            })
          : translate('portal.scan.recorded', {
              item,
              holder: holderLabel(translate, event.to, translate('portal.scan.you')),
            }),
      });
      const again = await call(api.GET('/api/v1/custody/lookup', { params: { query: { code: item } } }));
      if (again.ok) setFound(again.data);
      onRecorded();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) void look(code.trim(), 'typed');
        }}
      >
        <TextField
          size="small"
          label={translate('portal.scan.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          fullWidth={false}
          sx={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="outlined">
          {translate('portal.scan.open')}
        </Button>
        <Button variant="outlined" onClick={() => setCamera(true)}>
          {translate('portal.scan.scan')}
        </Button>
        <PhotoScan
          onCode={(c) => void look(c, 'scan')}
          onError={(text) => {
            setFound([]);
            setMessage({ ok: false, text });
            setOpen(true);
          }}
        />
      </Stack>
      <Dialog open={camera} onClose={() => setCamera(false)} aria-labelledby="scan-title">
        <DialogTitle id="scan-title">{translate('portal.scan.scan_title')}</DialogTitle>
        <DialogContent>{camera && <Camera onCode={(c) => void look(c, 'scan')} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setCamera(false)}>{translate('portal.scan.close_camera')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="found-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="found-title">{translate('portal.scan.handoff')}</DialogTitle>
        <DialogContent>
          {message && (
            <Alert severity={message.ok ? 'success' : 'warning'} role="status" sx={{ mb: 1 }}>
              {message.text}
            </Alert>
          )}
          {found?.length === 0 && !message && (
            <Typography>{translate('portal.scan.nothing_found')}</Typography>
          )}
          <Stack spacing={1.5}>
            {found?.map((f) => (
              <Box key={f.item_number} data-testid={`found-${f.item_number}`}>
                <Typography fontWeight={700}>
                  {f.item_number} · {f.service_name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('portal.scan.with', { holder: holderLabel(translate, f.holder) })}
                  {f.work_status ? translate('portal.scan.work', { status: status(f.work_status) }) : ''}
                </Typography>
                {f.next ? (
                  <Button
                    variant="contained"
                    sx={{ mt: 0.5 }}
                    onClick={() => void record(f.item_number ?? '')}
                  >
                    {translate(`portal.scan.next.${f.next.kind}`, { _: f.next.label })}
                  </Button>
                ) : (
                  <Typography variant="body2">{translate('portal.scan.nothing_waiting')}</Typography>
                )}
              </Box>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('portal.scan.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
