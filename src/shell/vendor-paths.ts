// Where the vendor app sends a signed-in vendor: the portal's dashboard. (The portal's pages themselves are
// declared in src/shared/declarations/portal-pages.ts and the vendor portal views of the resources.)
export const dashboardPath = '/portal/dashboard';
