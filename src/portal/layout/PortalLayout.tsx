// The portal's react-admin layout: its own app bar and menu; the browser tab names the store.
import { useEffect, type ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { storeTitleOf, useSession } from '../use-session.ts';
import { PortalAppBar } from './PortalAppBar.tsx';
import { PortalMenu } from './PortalMenu.tsx';
import { ActingBanner } from '../acting/ActingBanner.tsx';

export function PortalLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const translate = useTranslate();
  const storeTitle = storeTitleOf(session, translate('portal.platform_admin'));
  useEffect(() => {
    document.title = `${storeTitle} · ${translate('portal.product')}`;
  }, [storeTitle, translate]);
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu} appBarAlwaysOn>
      <ActingBanner />
      {children}
    </Layout>
  );
}
