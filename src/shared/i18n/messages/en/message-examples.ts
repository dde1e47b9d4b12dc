// The demo order's values a store's customer messages are previewed with (src/shared/messages/catalogue.ts
// exampleValues; the portal's Settings → customer messages), in the language the message is written in.
// Numbers and the link read the same in every language; money is written by the caller in the store's currency.
export const messageExamples = {
  first_name: 'Maria',
  store_name: 'Demo Jewellers',
  location_name: 'Main Street',
  reason: 'The clasp needs replacing too',
  due_date: 'Friday 4 December',
  next_steps:
    'Bring your item to Main Street, 1 Main Street, Springfield. Mention your order number at the counter.',
  ring_resizing: 'Ring resizing',
  clasp_repair: 'Clasp repair',
} as const;
