// The portal's react-admin layout: its own app bar and menu; the browser tab names the store.
import { useEffect, type ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { portalTitleOf, useSession } from '../use-session.ts';
import { usePortalKind } from '../resources/portal-kind.ts';
import { PortalAppBar } from './PortalAppBar.tsx';
import { PortalMenu } from './PortalMenu.tsx';
import { ActingBanner } from '../acting/ActingBanner.tsx';
import { PortalCurrencyProvider, usePortalCurrency } from '../i18n/portal-currency.tsx';
import { ChosenWordsProvider } from '../../shell/i18n/ChosenWordsProvider.tsx';

/** The user's words with money in the signed-in store's currency (read by PortalCurrencyProvider). */
function StoreWords({ children }: { children: ReactNode }) {
  return <ChosenWordsProvider currency={usePortalCurrency()}>{children}</ChosenWordsProvider>;
}

export function PortalLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const translate = useTranslate();
  const kind = usePortalKind();
  const storeTitle = portalTitleOf(
    session,
    kind,
    translate(kind === 'vendor' ? 'portal.vendor_portal' : 'portal.platform_admin'),
  );
  useEffect(() => {
    document.title = `${storeTitle} · ${translate('portal.product')}`;
  }, [storeTitle, translate]);
  return (
    <PortalCurrencyProvider>
      {/* The shell's pieces in both portals (the notification bell) read the user's words via useWords(),
          money in the store's currency. */}
      <StoreWords>
        <Layout appBar={PortalAppBar} menu={PortalMenu} appBarAlwaysOn>
          <ActingBanner />
          {children}
        </Layout>
      </StoreWords>
    </PortalCurrencyProvider>
  );
}
