// The vendor route set past the login page (docs/product.md#routes-vendor-app): public, onboarding and bench
// pages in a plain frame (no top navigation), built on MUI — VendorApp.tsx loads this with its theme. The
// vendor portal (/portal/*) and staff signup are the portal face in vendor kind, which the shell mounts beside
// this app on vendor hosts (src/shell/Shell.tsx).
import { Route, Routes } from 'react-router-dom';
import { ChosenWordsProvider } from '../shell/i18n/ChosenWordsProvider.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';
import { vendorPage } from '../shell/route-flags.ts';
import { vendorRoutes } from './routes.tsx';

export default function VendorPages() {
  return (
    <ChosenWordsProvider>
      <Routes>
        {vendorRoutes.map(({ path, page }) => (
          <Route key={path} path={path} element={<PageFrame flags={vendorPage}>{page}</PageFrame>} />
        ))}
      </Routes>
    </ChosenWordsProvider>
  );
}
