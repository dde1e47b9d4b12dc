// Words every face shares: states of a screen, actions, payment words (docs/product.md#payments-statuses).
export const common = {
  state: {
    loading: 'Loading…',
    empty: 'Nothing here yet.',
    error: 'Something went wrong. Please try again.',
    retry: 'Try again',
    saved: 'Saved',
    offline: 'You are offline. Changes will be sent when you are back online.',
  },
  action: {
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    back: 'Back',
    continue: 'Continue',
    download: 'Download',
    print: 'Print',
    search: 'Search',
    dismiss: 'Dismiss',
    retry: 'Retry',
  },
  format: { incorrect: 'Incorrect format' },
  payment: {
    status: {
      pending: 'Pending',
      succeeded: 'Paid',
      refunded: 'Refunded',
      expired: 'Expired',
      voided: 'Voided',
    },
    method: {
      in_store: 'In store',
      manual: 'Collected by staff',
      card: 'Card',
      cash: 'Cash',
      card_present: 'Card in store',
    },
  },
  language: { label: 'Language' },
} as const;
