// The storefront's words (docs/product.md#languages).
export const storefront = {
  service: { from: 'From' },
} as const;
