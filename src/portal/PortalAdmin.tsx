// The main portal, /portal/*: react-admin inside the shell's router (basename /portal), every page behind
// authentication and canAccess. Its resources are the declarations with a store-portal view
// (resources/registry.ts), each registered under its portal URL segment with the screens derived from it
// (resources/screens.tsx); the pages that are not a resource's list come from the declared portal pages.
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { t } from './i18n/t.ts';
import { PortalLayout } from './layout/PortalLayout.tsx';
import { detailPages } from './orders/detail-pages.tsx';
import { Dashboard } from './pages/Dashboard.tsx';
import { JobsBoard } from './board/JobsBoard.tsx';
import { SettingsPage } from './pages/SettingsPage.tsx';
import { StaffProfilePage } from './pages/StaffProfilePage.tsx';
import { StoreProfilePage } from './pages/StoreProfilePage.tsx';
import { storePortalResources } from './resources/registry.ts';
import { screensOf } from './resources/screens.tsx';
import { BillingPage } from './billing/BillingPage.tsx';
import { IntegrationsPage } from './integrations/IntegrationsPage.tsx';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';
import { i18nProvider } from './providers/i18n-provider.ts';
import { portalTheme } from './theme.ts';
import { ChosenWordsProvider } from '../shell/i18n/ChosenWordsProvider.tsx';

// The option form's preview and the counter's service picker (src/option-form) read the shared words, in
// the user's language, following the language menu (ChosenWordsProvider).

export function PortalAdmin() {
  return (
    <ChosenWordsProvider>
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
        {storePortalResources.map((resource) => (
          <Resource key={resource.segment} name={resource.segment} {...screensOf(resource)} />
        ))}
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/jobs-board" element={<JobsBoard />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/billing" element={<BillingPage />} />
          <Route path="/integrations" element={<IntegrationsPage />} />
          <Route path="/store-profile" element={<StoreProfilePage />} />
          <Route path="/store-staff-profile" element={<StaffProfilePage />} />
          {detailPages.map(({ segment, path, page: Page }) => (
            <Route key={`${segment}/${path}`} path={`/${segment}/${path}`} element={<Page />} />
          ))}
        </CustomRoutes>
      </Admin>
    </ChosenWordsProvider>
  );
}
