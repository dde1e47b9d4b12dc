// The customer route set (docs/product.md#routes-storefront): every storefront route, each in its frame.
import { Route, Routes } from 'react-router-dom';
import './storefront.css';
import { StorefrontFrame } from './layout/StorefrontFrame.tsx';
import { storefrontRoutes } from './routes.tsx';

export default function StorefrontApp() {
  return (
    <Routes>
      {storefrontRoutes.map(({ path, flags, page }) => (
        <Route key={path} path={path} element={<StorefrontFrame flags={flags}>{page}</StorefrontFrame>} />
      ))}
    </Routes>
  );
}
