// The vendor portal (/portal/* on vendor hosts): react-admin over the vendor's filtered resource set — the
// declarations with a vendor-portal view (registry.ts) and the declared vendor pages (portal-pages.ts) —
// with the same screens, layout, menu and canAccess as the store portal, asked for the 'vendor' kind.
// Nothing here lists a resource, a menu entry or a permission: vendor owner and vendor staff see what the
// shared mayAccess gives them (docs/product.md#roles-permission-check), and the server refuses the rest
// anyway.
import { Navigate, Route, useParams } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { portalAliases } from '../../shared/declarations/portal-pages.ts';
import { PortalLayout } from '../layout/PortalLayout.tsx';
import { authProviderFor } from '../providers/auth-provider.ts';
import { dataProviderFor } from '../providers/data-provider.ts';
import { i18nProviderFor } from '../providers/i18n-provider.ts';
import { PortalKindContext } from '../resources/portal-kind.ts';
import { pagesOf, vendorPortalResources } from '../resources/registry.ts';
import { screensOf } from '../resources/screens.tsx';
import { portalTheme } from '../theme.ts';
import { vendorCustomScreens } from './custom-screens.tsx';
import { vendorPageRoutes } from './vendor-pages.tsx';
import { t } from '../i18n/t.ts';

const dataProvider = dataProviderFor('vendor');
const authProvider = authProviderFor('vendor');
const i18nProvider = i18nProviderFor('vendor');
const aliases = portalAliases.filter((a) => a.portal === 'vendor');

/** A spec path that names a resource screen by another path: carried over to it, `:id` included. */
function Alias({ to }: { to: string }) {
  const { id } = useParams();
  return <Navigate to={`/portal/${to.replace(':id', id ?? '')}`} replace />;
}

function ToDashboard() {
  return <Navigate to="/portal/dashboard" replace />;
}

export default function VendorPortalRoutes() {
  return (
    <PortalKindContext.Provider value="vendor">
      <Admin
        basename="/portal"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={portalTheme}
        layout={PortalLayout}
        dashboard={ToDashboard}
        title={t('portal.vendor_portal')}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {vendorPortalResources.map((resource) => (
          <Resource
            key={resource.segment}
            name={resource.segment}
            {...screensOf(resource, vendorCustomScreens)}
          />
        ))}
        <CustomRoutes>
          {pagesOf('vendor').flatMap((page) =>
            vendorPageRoutes(page).map(({ path, element }) => (
              <Route key={path} path={`/${path}`} element={element} />
            )),
          )}
          {aliases.map((a) => (
            <Route key={a.path} path={`/${a.path}`} element={<Alias to={a.to} />} />
          ))}
        </CustomRoutes>
      </Admin>
    </PortalKindContext.Provider>
  );
}
