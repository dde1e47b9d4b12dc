// A record as the contract declares it (src/client/api-schema.d.ts, generated from the server's schemas):
// `Schema<'SalesOrder'>`. The faces name records this way instead of writing their shapes again.
import type { components } from './api-schema';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
