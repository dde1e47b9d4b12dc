// The main portal, /portal/*: react-admin inside the shell's router (basename /portal), every page behind
// authentication and canAccess. Resources are named by their portal URL segment (see
// providers/data-provider.ts); pages that later issues bring are designed placeholders in the layout.
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { t } from './i18n/t.ts';
import { PortalLayout } from './layout/PortalLayout.tsx';
import locations from './locations/index.ts';
import { locationResource } from './locations/locations.ui.ts';
import { Dashboard } from './pages/Dashboard.tsx';
import { placeholderPages } from './pages/portal-sections.ts';
import { SectionPlaceholder } from './pages/SectionPlaceholder.tsx';
import { IntegrationsPage } from './integrations/IntegrationsPage.tsx';
import services from './services/index.ts';
import { serviceResource } from './services/services.ui.ts';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';
import { i18nProvider } from './providers/i18n-provider.ts';
import { portalTheme } from './theme.ts';

export function PortalAdmin() {
  return (
    <Admin
      basename="/portal"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={portalTheme}
      layout={PortalLayout}
      title={t('portal.product')}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name={locationResource} {...locations} />
      <Resource name={serviceResource} {...services} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/integrations" element={<IntegrationsPage />} />
        {placeholderPages.map(({ path, ...page }) => (
          <Route key={path} path={`/${path}`} element={<SectionPlaceholder {...page} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
