// Every customer route of docs/product.md#routes-storefront in one table: its path, its frame flags and its
// page. Every page is its own lazy chunk, so the first route stays light. Every page is hand-built
// (storefront.css, src/shell/ui/): no storefront route loads MUI or Emotion (tests/unit/bundle-budget.test.ts).
import type { ReactNode } from 'react';
import { lazyWithReload } from '../shell/lazy-with-reload.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { handOverPage, focusedPage, standardPage, type RouteFlags } from '../shell/route-flags.ts';

const HomePage = lazyWithReload(() => import('./home/HomePage.tsx'));
const LoginPage = lazyWithReload(() => import('./login/LoginPage.tsx'));
const AccountRoutes = lazyWithReload(() => import('./account/AccountRoutes.tsx'));
const ServicePage = lazyWithReload(() => import('./service/ServicePage.tsx'));
const CartPage = lazyWithReload(() => import('./cart/CartPage.tsx'));
const CheckoutLoginPage = lazyWithReload(() => import('./checkout/CheckoutLoginPage.tsx'));
const CheckoutPage = lazyWithReload(() => import('./checkout/CheckoutPage.tsx'));
const ThankYouPage = lazyWithReload(() => import('./checkout/ThankYouPage.tsx'));
const OrderTrackingPage = lazyWithReload(() => import('./tracking/OrderTrackingPage.tsx'));
const CreateAccountPage = lazyWithReload(() => import('./accounts/CreateAccountPage.tsx'));
const CheckInboxPage = lazyWithReload(() => import('./accounts/CheckInboxPage.tsx'));
const ForgotPasswordPage = lazyWithReload(() => import('../shell/accounts/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazyWithReload(() => import('../shell/accounts/ResetPasswordPage.tsx'));
const FeedbackPage = lazyWithReload(() => import('./feedback/FeedbackPage.tsx'));
const ChargePaymentPage = lazyWithReload(() => import('./payments/ChargePaymentPage.tsx'));
const PaymentReturnPage = lazyWithReload(() => import('./payments/PaymentReturnPage.tsx'));
const OrderPaymentPage = lazyWithReload(() => import('./payments/OrderPaymentPage.tsx'));
const RequestEstimatePage = lazyWithReload(() => import('./estimates/RequestEstimatePage.tsx'));
const EstimateThankYouPage = lazyWithReload(() => import('./estimates/EstimateThankYouPage.tsx'));
const EstimateCheckoutPage = lazyWithReload(() => import('./estimates/EstimateCheckoutPage.tsx'));

export interface StorefrontRoute {
  path: string;
  flags: RouteFlags;
  page: ReactNode;
  /** A signed-in customer sees more here (or only a signed-in customer may open it): the generated browser
   * suite opens it as a guest and as a customer. */
  forCustomers?: true;
}

export const storefrontRoutes: StorefrontRoute[] = [
  { path: '/', flags: standardPage, page: <HomePage /> },
  { path: '/login', flags: standardPage, page: <LoginPage />, forCustomers: true },
  { path: '/forgot-password', flags: standardPage, page: <ForgotPasswordPage /> },
  { path: '/reset-password/:key/:token', flags: standardPage, page: <ResetPasswordPage /> },
  { path: '/checkout-login', flags: focusedPage, page: <CheckoutLoginPage />, forCustomers: true },
  { path: '/create-account', flags: standardPage, page: <CreateAccountPage /> },
  { path: '/check-inbox', flags: standardPage, page: <CheckInboxPage /> },
  { path: '/cart', flags: standardPage, page: <CartPage />, forCustomers: true },
  // An order's payment page, by the unguessable link checkout answers (card payments return through
  // /middle_page; a cancelled one comes back here to pay again).
  { path: '/checkout/payment/:gutter', flags: focusedPage, page: <OrderPaymentPage /> },
  { path: '/feedback/:token', flags: focusedPage, page: <FeedbackPage /> },
  { path: '/additional-payment/:gutter', flags: focusedPage, page: <ChargePaymentPage kind="additional" /> },
  { path: '/extra-charge-payment/:gutter', flags: focusedPage, page: <ChargePaymentPage kind="extra" /> },
  { path: '/checkout', flags: focusedPage, page: <CheckoutPage />, forCustomers: true },
  { path: '/estimate-checkout', flags: focusedPage, page: <EstimateCheckoutPage />, forCustomers: true },
  { path: '/request-estimate', flags: standardPage, page: <RequestEstimatePage /> },
  { path: '/thankyou/:id', flags: standardPage, page: <ThankYouPage /> },
  // :id is the request's follow token (the mailed link), not its number.
  { path: '/estimate/thank-you/:id', flags: standardPage, page: <EstimateThankYouPage /> },
  { path: '/thank-you/:id', flags: standardPage, page: <ThankYouPage /> },
  { path: '/middle_page', flags: handOverPage, page: <PaymentReturnPage kind="order" /> },
  { path: '/extra-middle-page', flags: handOverPage, page: <PaymentReturnPage kind="charge" /> },
  { path: '/order-tracking/:number', flags: standardPage, page: <OrderTrackingPage />, forCustomers: true },
  { path: '/myaccount/*', flags: standardPage, page: <AccountRoutes />, forCustomers: true },
  // Ours, not in the fixed route list (docs/product.md#routes-storefront-service-page): the page a service
  // card opens (its options and Add to cart).
  { path: '/service/:id', flags: standardPage, page: <ServicePage /> },
  { path: '*', flags: standardPage, page: <NotFoundPage /> },
];
