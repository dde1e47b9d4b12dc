// Every customer route of spec section 2 in one table: its path, its frame flags and its page. Pages a
// later issue builds say so plainly.
import type { ReactNode } from 'react';
import { ComingSoonPage } from '../shell/ComingSoonPage.tsx';
import { lazyWithReload } from '../shell/lazy-with-reload.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { bareDefaultPage, focusedPage, standardPage, type RouteFlags } from '../shell/route-flags.ts';

const HomePage = lazyWithReload(() => import('./home/HomePage.tsx'));
const LoginPage = lazyWithReload(() => import('./login/LoginPage.tsx'));
const AccountRoutes = lazyWithReload(() => import('./account/AccountRoutes.tsx'));
const ServicePage = lazyWithReload(() => import('./service/ServicePage.tsx'));

export interface StorefrontRoute {
  path: string;
  flags: RouteFlags;
  page: ReactNode;
}

const soon = (title: string, sentence: string) => <ComingSoonPage title={title} sentence={sentence} />;

const passwordReset = soon(
  'Password reset is coming soon',
  'Soon you will be able to reset your password here.',
);
const checkout = soon('Checkout is coming soon', 'Soon you will be able to pay for your services here.');
const payment = soon(
  'Online payment is coming soon',
  'Soon you will be able to pay securely from this link.',
);
const thankYou = soon('Order confirmation is coming soon', 'Soon your order summary will appear here.');
const handOver = soon('Payment confirmation is coming soon', 'Soon this page will confirm your payment.');

export const storefrontRoutes: StorefrontRoute[] = [
  { path: '/', flags: standardPage, page: <HomePage /> },
  { path: '/login', flags: standardPage, page: <LoginPage /> },
  { path: '/forgot-password', flags: standardPage, page: passwordReset },
  { path: '/reset-password/:key/:token', flags: standardPage, page: passwordReset },
  { path: '/checkout-login', flags: focusedPage, page: checkout },
  {
    path: '/create-account',
    flags: standardPage,
    page: soon('Sign up is coming soon', 'Soon you will be able to create an account here.'),
  },
  {
    path: '/check-inbox',
    flags: standardPage,
    page: soon('Account emails are coming soon', 'Soon we will email you a link to finish here.'),
  },
  {
    path: '/cart',
    flags: standardPage,
    page: soon('Your cart is coming soon', 'Soon the services you choose will be listed here.'),
  },
  { path: '/checkout/payment/:gutter', flags: focusedPage, page: payment },
  {
    path: '/feedback/:token',
    flags: focusedPage,
    page: soon('Feedback is coming soon', 'Soon you will be able to tell us how we did.'),
  },
  { path: '/additional-payment/:gutter', flags: focusedPage, page: payment },
  { path: '/extra-charge-payment/:gutter', flags: focusedPage, page: payment },
  { path: '/checkout', flags: focusedPage, page: checkout },
  {
    path: '/estimate-checkout',
    flags: focusedPage,
    page: soon('Estimate approval is coming soon', 'Soon you will be able to approve your estimate here.'),
  },
  {
    path: '/request-estimate',
    flags: standardPage,
    page: soon('Estimate requests are coming soon', 'Soon you will be able to ask for a price here.'),
  },
  { path: '/thankyou/:id', flags: standardPage, page: thankYou },
  { path: '/estimate/thank-you/:id', flags: standardPage, page: thankYou },
  { path: '/thank-you/:id', flags: standardPage, page: thankYou },
  { path: '/middle_page', flags: bareDefaultPage, page: handOver },
  { path: '/extra-middle-page', flags: bareDefaultPage, page: handOver },
  {
    path: '/order-tracking/:number',
    flags: standardPage,
    page: soon('Order tracking is coming soon', 'Soon you will follow your order step by step here.'),
  },
  { path: '/myaccount/*', flags: standardPage, page: <AccountRoutes /> },
  // Not in spec section 2's list: the page a service card opens (its options and Add to cart).
  { path: '/service/:id', flags: standardPage, page: <ServicePage /> },
  { path: '*', flags: standardPage, page: <NotFoundPage /> },
];
