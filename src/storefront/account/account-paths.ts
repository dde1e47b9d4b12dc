// The account area's own routes under /myaccount/, in one list the area's router and the generated browser
// suite (tests/e2e/storefront-routes.test.ts) both read.
export const accountPaths = {
  home: '',
  orders: 'orders',
  order: 'orders/:id',
  addresses: 'addresses',
  profile: 'profile',
} as const;
