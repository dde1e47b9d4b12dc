// The services section of the portal: react-admin resource `store-services` (spec section 2's URL
// /portal/store-services), whose API collection is `services` (see providers/data-provider.ts).
export const serviceResource = 'store-services';
export const serviceApiResource = 'services';
