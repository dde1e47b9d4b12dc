import type { Translation } from '../../catalogue.ts';
import type { storefront as english } from '../en/storefront.ts';

export const storefront: Translation<typeof english> = {
  service: { from: 'Desde' },
};
