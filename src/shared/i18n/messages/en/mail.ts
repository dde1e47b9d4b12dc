// The words of the mail a store's customers get (docs/product.md#languages), written in the store's
// language by the server. `events` are the default words of the store's customer messages
// (docs/product.md#messages-templates): `{{name}}` is a template variable the store's own words may use too,
// filled by the server when the message is sent (not a translator placeholder). The rest uses %{name}.
export const mail = {
  events: {
    sales_order: {
      placed: {
        action: 'Track my order',
        subject: 'Order {{order_no}} confirmed',
        body: 'Thank you for your order {{order_no}}, {{first_name}}.\n\n{{next_steps}}',
        sms: '{{store_name}}: thank you, order {{order_no}} is placed. Track it: {{link}}',
      },
      received: {
        action: 'Track my order',
        subject: 'Order {{order_no}}: received',
        body: 'Hello {{first_name}},\n\nWe have received your order {{order_no}} at {{location_name}}. We will tell you as soon as work starts.',
        sms: '{{store_name}}: we have received your order {{order_no}}. Track it: {{link}}',
      },
      in_progress: {
        action: 'Track my order',
        subject: 'Order {{order_no}}: in progress',
        body: 'Hello {{first_name}},\n\nWork on your order {{order_no}} has started.',
        sms: '{{store_name}}: work on your order {{order_no}} has started. {{link}}',
      },
      ready: {
        action: 'Track my order',
        subject: 'Order {{order_no}}: ready',
        body: 'Hello {{first_name}},\n\nYour order {{order_no}} is ready. You can collect it at {{location_name}}.',
        sms: '{{store_name}}: your order {{order_no}} is ready to collect at {{location_name}}. {{link}}',
      },
      completed: {
        action: 'View my order',
        subject: 'Order {{order_no}}: completed',
        body: 'Hello {{first_name}},\n\nYour order {{order_no}} is complete. Thank you for choosing {{store_name}}.',
        sms: '{{store_name}}: order {{order_no}} is complete. Thank you!',
      },
      cancelled: {
        action: 'View my order',
        subject: 'Order {{order_no}}: cancelled',
        body: 'Hello {{first_name}},\n\nYour order {{order_no}} is cancelled.',
        sms: '{{store_name}}: your order {{order_no}} is cancelled. {{link}}',
      },
      refunded: {
        action: 'View my order',
        subject: 'Order {{order_no}}: refunded',
        body: 'Hello {{first_name}},\n\nYour order {{order_no}} is refunded: {{total}}.',
        sms: '{{store_name}}: your order {{order_no}} is refunded. {{link}}',
      },
      paid: {
        action: 'View my order',
        subject: 'Order {{order_no}}: payment received',
        body: 'Hello {{first_name}},\n\nWe have received your payment of {{amount}} for order {{order_no}}. Thank you.',
        sms: '{{store_name}}: payment of {{amount}} for order {{order_no}} received. Thank you!',
      },
    },
    estimate: {
      requested: {
        action: 'View my request',
        subject: 'Estimate request {{estimate_no}} received',
        body: 'We received your estimate request.\n\nYour request {{estimate_no}} is with us. We will mail you the quote as soon as it is priced.',
        sms: '{{store_name}}: we received your estimate request {{estimate_no}}. {{link}}',
      },
      quoted: {
        action: 'Review the estimate',
        subject: 'Your estimate {{estimate_no}} is ready',
        body: 'Estimate {{estimate_no}} is ready.\n\nReview the quoted items, then approve or decline the estimate.',
        sms: '{{store_name}}: your estimate {{estimate_no}} is ready, {{total}}. Review it: {{link}}',
      },
      expiring: {
        action: 'Ask for a new estimate',
        subject: 'Your estimate {{estimate_no}} has expired',
        body: 'Hello {{first_name}},\n\nThe quote {{estimate_no}} was not answered in time, so it has expired. Ask us again whenever you are ready.',
        sms: '{{store_name}}: your estimate {{estimate_no}} has expired. {{link}}',
      },
    },
    charge: {
      additional: {
        action: 'Review and pay',
        subject: 'Additional charge for order {{order_no}}',
        body: 'Hello {{first_name}},\n\nYour item {{item_numbers}} needs more work: {{amount}}.\n\nReason: {{reason}}',
        sms: '{{store_name}}: your item {{item_numbers}} needs more work ({{amount}}). Review and pay: {{link}}',
      },
      extra: {
        action: 'Review and pay',
        subject: 'Extra charge for order {{order_no}}',
        body: 'Hello {{first_name}},\n\nAn extra charge of {{amount}} is requested on order {{order_no}}.\n\nReason: {{reason}}',
        sms: '{{store_name}}: an extra charge of {{amount}} on order {{order_no}}. Review and pay: {{link}}',
      },
    },
    feedback: {
      request: {
        action: 'Leave feedback',
        subject: 'How did we do with order {{order_no}}?',
        body: 'Thank you for choosing {{store_name}}. Tell us how it went — it takes a minute.',
        sms: '{{store_name}}: how did we do with order {{order_no}}? Tell us: {{link}}',
      },
    },
  },
  /** The values the server fills a message's variables with when the order has none of its own. */
  values: {
    customer: 'there',
    theStore: 'the store',
    noReason: 'not given',
    whenReady: 'when you are ready',
    total: 'Total',
    line: '%{quantity} × %{name}',
    dropOff: 'Bring your item to %{location}, %{address}. Mention your order number at the counter.',
    shipIn:
      'Pack your item safely and ship it to the store with your order number inside the parcel. We will tell you when it arrives.',
  },
  layout: { openLink: 'Or open this link:' },
  /** The answer to a customer's HELP text (docs/messages.md#consent). */
  texts: {
    help: '%{store}: texts about your orders. Reply STOP to stop them, START to get them again.',
    thisNumber: 'This number',
  },
  staffMessage: {
    subject: '%{store}: about your order %{order}',
    greeting: 'Hi %{name},',
  },
  account: {
    verify: {
      subject: 'Confirm your email for %{store}',
      heading: 'Welcome, %{name}',
      paragraph: 'Please confirm your email address to finish creating your %{store} account.',
      action: 'Confirm my email',
      footnote: 'If you did not create an account, you can ignore this mail.',
    },
    confirmEmail: {
      subject: 'Confirm your new email address for %{store}',
      heading: 'Hello %{name}',
      headingNoName: 'Hello',
      paragraph:
        'Someone asked to use this address for an account with %{store}. It takes effect once you confirm it here:',
      action: 'Confirm this address',
      footnote:
        'The link works once and for %{hours} hours. If you did not ask for it, ignore this mail: nothing changes.',
    },
    reset: {
      subject: 'Reset your %{store} password',
      heading: 'Hello %{name}',
      paragraph: 'Someone asked to reset the password of your account. Choose a new password here:',
      action: 'Choose a new password',
      footnote:
        'The link works once and for %{smart_count} hour. If you did not ask for it, ignore this mail: your password stays as it is. |||| The link works once and for %{smart_count} hours. If you did not ask for it, ignore this mail: your password stays as it is.',
    },
    exists: {
      subject: 'You already have a %{store} account',
      heading: 'Hello %{name}',
      paragraph:
        'Someone tried to create an account with this email address, which already has one. You can log in, or choose a new password if you forgot it.',
      action: 'Log in',
      footnote: 'Forgot your password? %{link}',
    },
    loginAlert: {
      subject: 'Failed sign-ins to your %{store} account',
      heading: 'Hello %{name}',
      paragraph:
        'Someone tried to sign in to your account with a wrong password %{attempts} times. Further attempts are paused for a while.',
      advice: 'If it was you, wait a few minutes and try again. If it was not, choose a new password.',
      action: 'Choose a new password',
    },
  },
  paymentLink: {
    subject: 'Pay the balance of order %{order}',
    heading: 'Order %{order}: %{amount} to pay',
    paragraph:
      '%{store} sent you a link to pay what is left of your order (%{amount}) online, before you collect it.',
    action: 'Pay the balance',
    footnote: 'You can also pay in store when you collect your item.',
  },
} as const;
