// The portal's words for Billing (/portal/billing): the store's plan, online payments (Stripe Connect or
// off: the same sentences as src/server/billing/payouts.ts, chosen here by the account's state), and the
// billing lists' tiles. billing-es.ts is the same tree in Spanish; both are registered in catalogues.ts.
export const billingEn = {
  portal: {
    billing: {
      title: 'Billing',
      your_plan: 'Your plan',
      loading: 'Loading…',
      no_plan: 'No plan chosen yet.',
      choose_plan: 'Choose a plan',
      status: { pending: 'pending', active: 'active', past_due: 'past due', cancelled: 'cancelled' },
      monthly:
        '%{amount} a month · %{smart_count} location |||| %{amount} a month · %{smart_count} locations',
      since: 'Since %{date}',
      change_plan: 'Change plan',
      pay_invoices: 'Pay invoices',
      bill_items: 'Bill items',
      online_payments: 'Online payments',
      connect_stripe: 'Connect Stripe',
      payouts: {
        off: 'Online payments are not switched on for this platform (no Stripe keys are configured). Customers pay in store, and plans and invoices are settled by the built-in provider. You can connect Stripe later from Billing.',
        none: 'Connect a Stripe account to take card payments online and receive payouts. Until then your storefront offers Pay in store only.',
        pending:
          'Stripe still needs some details before you can take card payments. Until then your storefront offers Pay in store only.',
        enabled:
          'Your Stripe account is connected: customers can pay by card online, and their payments go to this account.',
        failed:
          'Stripe could not verify the account. Open Stripe again to fix the details it asks for. Until then your storefront offers Pay in store only.',
      },
      /** What each billing list is for, on its tile (the declarations' purpose). */
      purpose: {
        plans: 'The plans stores and vendors subscribe to: monthly price, price per location, features.',
        'bill-items': 'Extras billed with your next platform invoice.',
        'platform-invoices': "The platform's invoices for your plan and bill items.",
        'vendor-invoices': 'What your vendors billed you for their work; pay them here.',
      },
    },
  },
};
