// The API versions the app serves, each under its own URL prefix (docs/product.md#api-base: "another version
// may be
// used"). Today only v1. A v2 is added here and given its routes in app.ts; it shares the process, the
// database, authentication and the description's derivation with v1 (docs/api.md, "Versions").
export const apiVersions = [{ version: 'v1', prefix: '/api/v1' }] as const;

export type ApiVersion = (typeof apiVersions)[number]['version'];

/** Whether a URL belongs to one of the API versions. */
export const isApiUrl = (url: string) => apiVersions.some(({ prefix }) => url.startsWith(`${prefix}/`));
