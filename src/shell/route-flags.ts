// Per-route flags of docs/product.md#routes-route-flags: whether a route shows the top navigation, the bottom
// bar and the
// white-label background.

export interface RouteFlags {
  topNav: boolean;
  bottomBar: boolean;
  whiteLabelBackground: boolean;
}

/** A regular storefront page: header, footer and the store's background. */
export const standardPage: RouteFlags = { topNav: true, bottomBar: true, whiteLabelBackground: true };
/** A focused step (checkout, payment): the header for trust, no footer to distract. */
export const focusedPage: RouteFlags = { topNav: true, bottomBar: false, whiteLabelBackground: true };
/**
 * A hand-over page between systems (back from the payment provider): nothing but the content, in the
 * store's look — the customer is coming back to the store they paid, so it should look like it.
 */
export const handOverPage: RouteFlags = { topNav: false, bottomBar: false, whiteLabelBackground: true };
/** The vendor app: never the storefront navigation; the default background (vendors have no store look). */
export const vendorPage: RouteFlags = { topNav: false, bottomBar: false, whiteLabelBackground: true };
