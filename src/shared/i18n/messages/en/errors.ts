// The server's refusals as people read them (docs/product.md#api-errors-words): an error carries the key
// and params of its words beside its English message, so each face writes it in its reader's language.
export const errors = {
  /** A refusal that says no more than its code (shared/errors.ts's default messages, word for word). */
  code: {
    validation_error: 'Some fields are not valid.',
    token_not_valid: 'Given token not valid for any token type',
    not_authenticated: 'Authentication credentials were not provided.',
    invalid_credentials: 'No active account found with the given credentials',
    email_not_verified:
      'Your email address is not confirmed yet. Open the link we mailed you, or ask for a new one.',
    forbidden: 'You do not have permission to perform this action.',
    not_found: 'Not found.',
    conflict: 'This change conflicts with the current state.',
    store_inactive: 'This site does not exist',
    store_not_found: 'This site does not exist',
    network_error: 'Currently facing issue with the browser, please try again or use other browser',
    too_many_requests: 'Too many attempts. Please wait and try again.',
    service_unavailable: 'The service is briefly unavailable. Please try again in a moment.',
    payment_provider_unavailable:
      'The payment provider could not take the request just now. Nothing was charged; please try again in a moment.',
    payment_method_unavailable: 'This store does not take this payment method. Choose another way to pay.',
    internal_error: 'Something went wrong. Please try again.',
  },
  /** A field the request's schema refuses. */
  field: {
    required: 'This field is required.',
    not_allowed: 'This field is not allowed.',
    min_length: 'Must be at least %{limit} characters.',
    max_length: 'Must be at most %{limit} characters.',
    format: 'Incorrect format',
    type: 'Must be %{type}.',
    type_or: 'Must be %{type} or %{other}.',
    one_of: 'Must be one of: %{values}.',
    minimum: 'Must be at least %{limit}.',
    maximum: 'Must be at most %{limit}.',
    more_than: 'Must be more than %{limit}.',
    less_than: 'Must be less than %{limit}.',
    multiple_of: 'Must be a multiple of %{step}.',
    min_items: 'Must have at least %{smart_count} item. |||| Must have at least %{smart_count} items.',
    max_items: 'Must have at most %{smart_count} item. |||| Must have at most %{smart_count} items.',
    unique_items: 'Must not list the same item twice.',
    invalid: 'This value is not valid.',
  },
  /** JSON's kinds of value, as a field refusal names them. */
  type: {
    string: 'string',
    number: 'number',
    integer: 'integer',
    boolean: 'boolean',
    object: 'object',
    array: 'array',
    null: 'null',
  },
  /** A lifecycle action refused (docs/product.md#orders-invalid-transition). */
  transition: {
    forbidden: 'You may not %{action} a %{record}.',
    not_from: 'Cannot %{action} a %{record} that is %{state} (only from: %{from}).',
  },
  record: {
    sales_order: 'sales order',
    work_order: 'work order',
    estimate: 'estimate',
    charge: 'charge',
    additional_charge: 'additional charge',
    extra_charge: 'extra charge',
    invoice: 'invoice',
  },
  action: {
    pay: 'pay',
    agree: 'agree',
    decline: 'decline',
    cancel: 'cancel',
    send_to_vendor: 'send to vendor',
    quote: 'quote',
    approve: 'approve',
    convert: 'convert',
    expire: 'expire',
    send: 'send',
    void: 'void',
    receive: 'receive',
    start: 'start',
    mark_ready: 'mark ready',
    complete: 'complete',
    refund: 'refund',
    accept: 'accept',
    record_work: 'record work',
    hold: 'hold',
    resume: 'resume',
    finish: 'finish',
    return: 'return',
  },
  /** Order tracking (docs/product.md#orders-tracking). */
  tracking: {
    not_found: 'We could not find an order with this number.',
  },
  /** The storefront's checkout (docs/product.md#checkout). */
  checkout: {
    checked_out: 'This cart was already checked out.',
    checked_out_as: 'This cart was already checked out as order %{order_no}.',
    drop_off_no_address: 'A drop-off takes no address or carrier',
    address_needed: 'Please add address to continue.',
    carrier_needed: 'Please select shipping method to continue.',
    address_and_carrier_needed: 'Please add address and select shipping method to continue.',
    shipped_not_dropped_off: 'A shipped item is not dropped off at a location',
    ships_within: 'This store ships within %{country} only',
  },
  /** Money refused by the order's ledger (docs/product.md#payments-ledger), in the store's currency. */
  ledger: {
    more_than_balance: 'amount is more than the balance of %{amount}',
    nothing_left: 'Nothing is left to pay on order %{order_no}',
    nothing_left_but_charges:
      'Nothing is left to pay on order %{order_no} but its open charges, each paid on its own',
    more_than_refundable: 'amount is more than is left to refund of this payment (%{amount})',
    more_than_owed: 'amount is more than is owed back (%{amount})',
    more_than_owed_deposit: 'amount is more than is owed back (%{amount}): the deposit is not refundable',
    pickup_owing:
      'Order %{order_no} has %{owed} still to pay: take the payment first, or hand it over with the balance owed (override).',
    pickup_owing_forbidden: 'You may not hand over an order with money owed (%{owed}); ask someone who may.',
  },
} as const;
