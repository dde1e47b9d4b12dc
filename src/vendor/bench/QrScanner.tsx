// Scans a job ticket's QR code with the phone's camera (@zxing/browser, loaded only when the camera is
// opened). The ticket encodes the vendor app's /scan-work-instructions/… link; a code holding just an order
// number works too. Whatever it finds is handed to onFound; a camera that cannot be opened says why.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { benchButtonSx } from './BenchFrame.tsx';

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
              ? 'The camera is blocked for this site. Allow it in the browser, or type the order number.'
              : 'No camera could be opened. Type the order number instead.',
          );
      }
    })();
    return () => {
      live = false;
      stop?.();
    };
  }, [onFound]);

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
          aria-label="Camera view: point it at the job ticket’s QR code"
          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', bgcolor: '#000', borderRadius: 2 }}
        />
      )}
      {unknown ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          That code is not a job ticket. Point the camera at the QR code on the ticket.
        </Alert>
      ) : null}
      <Button variant="outlined" fullWidth onClick={onClose} sx={{ ...benchButtonSx, mt: 1.5 }}>
        Close the camera
      </Button>
    </Box>
  );
}
