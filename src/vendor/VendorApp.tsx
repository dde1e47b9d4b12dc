// The vendor app: its login page (/login), hand-built (src/shell/auth/StaffLoginPage.tsx) so the first route
// carries no MUI, in the user's chosen language (only that language's catalogue is loaded), and every other route of docs/product.md#routes-vendor-app in VendorPages.tsx, loaded with
// the MUI theme once opened (the login page starts loading it as the user signs in). The vendor portal
// (/portal/*) and staff signup are the portal face in vendor kind, which the shell mounts beside this app.
import { Route, Routes } from 'react-router-dom';
import { vendorLoginPath } from '../shell/forced-logout.ts';
import { lazyWithMui } from '../shell/lazy-with-mui.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';
import { vendorPage } from '../shell/route-flags.ts';
import { useChosenLocale } from '../shell/i18n/chosen-locale.ts';
import { WordsProvider } from '../shell/i18n/WordsProvider.tsx';
import VendorLoginPage from './login/VendorLoginPage.tsx';

const VendorPages = lazyWithMui(() => import('./VendorPages.tsx'), { baseline: true });

export default function VendorApp() {
  const locale = useChosenLocale();
  return (
    <Routes>
      <Route
        path={vendorLoginPath}
        element={
          <WordsProvider locale={locale}>
            <PageFrame flags={vendorPage}>
              <VendorLoginPage preload={VendorPages.preload} />
            </PageFrame>
          </WordsProvider>
        }
      />
      <Route path="*" element={<VendorPages />} />
    </Routes>
  );
}
