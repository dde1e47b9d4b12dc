// Order statuses (docs/product.md#orders) as customers read them, in the store's language
// (storefront.status.*); a status the catalogue does not know shows as its own words.
import type { Translate } from '../../shared/i18n/translate.ts';

const KNOWN = new Set(['placed', 'received', 'in_progress', 'ready', 'completed', 'cancelled', 'refunded']);

export const statusLabel = (status: string, t: Translate) =>
  KNOWN.has(status)
    ? t(`storefront.status.${status}`)
    : status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
