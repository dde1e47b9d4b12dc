// Fetches a storefront's white-label settings and reads the answer with
// docs/product.md#api-white-label-answers's rules: 403
// STORE.INACTIVE means the site does not exist; a 404 is ignored (no settings, default look) on a
// non-portal path and marks the site found on a portal path — either way the app renders without settings.
import { api, call } from '../../client/api.ts';
import { ErrorCode } from '../../shared/errors.ts';
import type { StoreSettings } from './theme-values.ts';

export type SettingsOutcome =
  | { kind: 'found'; settings: StoreSettings }
  | { kind: 'none' }
  | { kind: 'inactive' }
  | { kind: 'failed'; message: string };

/** docs/product.md#api-white-label-answers's reading of a failed white-label call. */
export function failedOutcome(status: number, code: string, message: string): SettingsOutcome {
  if (status === 403 && code === ErrorCode.storeInactive) return { kind: 'inactive' };
  if (status === 404) return { kind: 'none' };
  return { kind: 'failed', message };
}

export async function loadSettings(host: string): Promise<SettingsOutcome> {
  const result = await call(
    api.GET('/api/v1/white-label-settings', { params: { query: { store_url: host } } }),
  );
  if (result.ok) return { kind: 'found', settings: result.data };
  return failedOutcome(result.status, result.error.code, result.error.message);
}
