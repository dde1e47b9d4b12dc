// Translation for the portal's pages outside react-admin (no i18n context there): the same messages.
import { portalTranslate } from '../providers/i18n-provider.ts';

export function t(key: string, options?: Record<string, unknown>): string {
  return portalTranslate(key, options) ?? key;
}
