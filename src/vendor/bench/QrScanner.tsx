// Scans a job ticket's QR code with the phone's camera (@zxing/browser, loaded only when the camera is
// opened). The ticket encodes the vendor app's /scan-work-instructions/… link; a code holding just an order
// number works too. Whatever it finds is handed to onFound; a camera that cannot be opened says why.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { benchButtonSx } from './BenchFrame.tsx';
import { useBenchWords } from '../i18n/use-bench-words.ts';

/** The bench path a scanned text leads to, or null when it is not a job ticket. */
export function benchPathOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^[A-Za-z0-9]{7}$/.test(trimmed)) return `/work-items?order=${trimmed.toUpperCase()}`;
  try {
    const url = new URL(trimmed);
    const match = /^\/scan-work-instructions\/\d+\/\d+\/[A-Za-z0-9]{7}$/.exec(url.pathname);
    if (match) return url.pathname;
    // A ticket printed before the work was sent names no vendor: /work-items?order=…
    const order = url.searchParams.get('order') ?? '';
    return url.pathname === '/work-items' && /^[A-Za-z0-9]{7}$/.test(order)
      ? `/work-items?order=${order.toUpperCase()}`
      : null;
  } catch {
    return null;
  }
}

export function QrScanner({ onFound, onClose }: { onFound: (path: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [unknown, setUnknown] = useState(false);
  const { t } = useBenchWords();

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
          (result) => {
            if (!result) return;
            const path = benchPathOf(result.getText());
            if (path) {
              controls.stop();
              onFound(path);
            } else setUnknown(true);
          },
        );
        if (live) stop = () => controls.stop();
        else controls.stop();
      } catch (e) {
        if (live)
          setError(
            (e as Error).name === 'NotAllowedError'
              ? t('bench.scanner.blocked')
              : t('bench.scanner.no_camera'),
          );
      }
    })();
    return () => {
      live = false;
      stop?.();
    };
  }, [onFound, t]);

  return (
    <Box>
      {error ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      ) : (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label={t('bench.scanner.view')}
          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', bgcolor: '#000', borderRadius: 2 }}
        />
      )}
      {unknown ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('bench.scanner.not_a_ticket')}
        </Alert>
      ) : null}
      <Button variant="outlined" fullWidth onClick={onClose} sx={{ ...benchButtonSx, mt: 1.5 }}>
        {t('bench.scanner.close')}
      </Button>
    </Box>
  );
}
