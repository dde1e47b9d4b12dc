// The Track Order button of /request-estimate: shown only to logged-out users and only when the store has
// order tracking enabled (docs/product.md#routes-track-order). The dialog (hand-built) loads when first
// opened.
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyWithReload } from '../../shell/lazy-with-reload.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export const trackOrderPath = '/request-estimate';

const TrackOrderDialog = lazyWithReload(async () => ({
  default: (await import('./TrackOrderDialog.tsx')).TrackOrderDialog,
}));

export function TrackOrderButton() {
  const { pathname } = useLocation();
  const { t } = useStoreWords();
  const session = useSession();
  const enabled = useWhiteLabel().settings?.is_order_tracking_enabled === true;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (pathname !== trackOrderPath || session || !enabled) return null;
  return (
    <>
      <button
        type="button"
        className="shell-button shell-button--small shell-button--outlined sf-header__track"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="track-order"
      >
        {t('storefront.track.button')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <TrackOrderDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
