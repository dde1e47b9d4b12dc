// The customer route set (docs/product.md#routes-storefront): every storefront route, each in its frame, in
// the store's words.
import { Route, Routes } from 'react-router-dom';
import './storefront.css';
import { localeOf } from '../shell/i18n/load-catalogue.ts';
import { WordsProvider } from '../shell/i18n/WordsProvider.tsx';
import { useWhiteLabel } from '../shell/white-label/white-label-context.ts';
import { StorefrontFrame } from './layout/StorefrontFrame.tsx';
import { storefrontRoutes } from './routes.tsx';

export default function StorefrontApp() {
  // The store's language and currency (docs/product.md#languages); a tester's pseudo-locale wins.
  const { settings } = useWhiteLabel();
  return (
    <WordsProvider locale={localeOf(settings?.language ?? null)} currency={settings?.currency ?? undefined}>
      <Routes>
        {storefrontRoutes.map(({ path, flags, page }) => (
          <Route key={path} path={path} element={<StorefrontFrame flags={flags}>{page}</StorefrontFrame>} />
        ))}
      </Routes>
    </WordsProvider>
  );
}
