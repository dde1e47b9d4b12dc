// The store portal's menu as docs/product.md#routes-portal-menu lists it, and the super admin's console
// entries (issue 12):
// what the derived menu is checked against in more than one test.
export const storeMenuOfSpec = [
  'dashboard',
  // Issue 28: the jobs board, next to the dashboard.
  'jobs-board',
  'users',
  'location',
  'customers',
  'store-services',
  'sales-orders',
  'work-orders',
  // Issue 9: the estimates list is reached from the menu (by whoever may view estimates).
  'estimates',
  'billing',
  'integrations',
  'vendors',
  'settings',
];

export const consoleMenu = [
  'stores',
  'platform-users',
  'platform-vendors',
  'mail-outbox',
  // Issue 29: the text messages the platform wrote, beside the mail.
  'sms-outbox',
  'webhook-deliveries',
  'audit-log',
];
