// An order's ledger (docs/product.md#payments-ledger): every row of its money — the order's price, its
// charges, payments and deposits, refunds, a cancellation — and the figures derived from them, the same on
// every screen and document (order page, tracking, my account, receipt, invoice). Money in the currency unit
// with two decimals (docs/product.md#payments-money).
import { saidParams } from './fields.ts';

const money = { type: 'number', format: 'money' } as const;
const date = { type: 'string', format: 'date-time' } as const;

export const ledgerRowKinds = [
  'order',
  'extra_charge',
  'additional_charge',
  'deposit',
  'payment',
  'refund',
  'cancellation',
] as const;

export const orderLedgerSchema = {
  $id: 'OrderLedger',
  description: "An order's ledger: its rows, oldest first (the order's price first), and its figures",
  type: 'object',
  additionalProperties: false,
  required: ['order_id', 'order_no', 'status', 'rows', 'totals'],
  properties: {
    order_id: { type: 'integer' },
    order_no: { type: 'string' },
    status: { type: 'string', description: "The order's status" },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind', 'at', 'description', 'method', 'status', 'amount', 'effect'],
        properties: {
          id: { type: 'string', description: 'order, charge-<id>, payment-<id>, refund-<id>, cancellation' },
          kind: { type: 'string', enum: ledgerRowKinds },
          at: date,
          description: { type: 'string', description: 'The English words' },
          description_key: { type: 'string', description: 'The catalogue key of the words' },
          description_params: saidParams,
          method: {
            type: ['string', 'null'],
            description: 'Payments and refunds: cash, card_present, card, in_store, manual',
          },
          status: {
            type: 'string',
            description:
              "The row's own status: a payment's (pending rows do not count), a charge's, the order's",
          },
          amount: { ...money, description: 'Always ≥ 0' },
          effect: {
            type: 'number',
            description: 'What the row does to the balance: + owed, − paid; 0 when it does not count',
          },
          payment_id: { type: ['integer', 'null'] },
          refundable: { type: ['number', 'null'], description: "A payment's money not yet given back" },
          reference: { type: ['string', 'null'], description: "The provider's reference" },
          note: { type: ['string', 'null'] },
        },
      },
    },
    totals: {
      type: 'object',
      additionalProperties: false,
      required: [
        'charged',
        'charges',
        'open_charges',
        'paid',
        'refunded',
        'balance',
        'payable',
        'deposit_required',
        'deposit_paid',
        'deposit_due',
        'deposit_refundable',
        'deposit_retained',
        'refundable',
      ],
      properties: {
        charged: {
          ...money,
          description: 'The order and its charges not cancelled; cancelled: the deposit kept',
        },
        charges: { ...money, description: 'Charges not cancelled' },
        open_charges: { ...money, description: 'Charges still requested (each paid on its own page)' },
        paid: { ...money, description: 'Payments taken, deposits included' },
        refunded: { ...money, description: 'Given back' },
        balance: { type: 'number', description: 'charged − paid + refunded; below 0 the store owes it' },
        payable: { ...money, description: 'What a part payment or the payment page may take now' },
        deposit_required: { ...money, description: 'The deposit the order asks (its services’ rules)' },
        deposit_paid: money,
        deposit_due: money,
        deposit_refundable: { type: 'boolean', description: 'Given back on cancellation' },
        deposit_retained: { ...money, description: 'Cancelled with a deposit that is not refundable: kept' },
        refundable: { ...money, description: 'The most a refund may give back now' },
      },
    },
  },
} as const;

export const ledgerPaymentRequestSchema = {
  $id: 'LedgerPaymentRequest',
  description: 'Take a deposit or a part payment at the counter',
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'method'],
  properties: {
    amount: {
      type: 'number',
      format: 'money',
      exclusiveMinimum: 0,
      maximum: 21474836.47,
      description: 'More than 0 and at most the payable balance (400 naming amount otherwise)',
    },
    method: {
      type: 'string',
      enum: ['cash', 'card_present', 'link'],
      description: 'cash or card in store (recorded at once), or link: mail the customer the payment page',
    },
    is_deposit: { type: 'boolean', default: false },
    note: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

export const ledgerPaymentResultSchema = {
  $id: 'LedgerPaymentResult',
  type: 'object',
  additionalProperties: false,
  required: ['ledger', 'payment_id', 'payment_url', 'mailed_to'],
  properties: {
    ledger: { $ref: 'OrderLedger#' },
    payment_id: { type: ['integer', 'null'] },
    payment_url: { type: ['string', 'null'], description: 'link: the page the customer pays at' },
    mailed_to: { type: ['string', 'null'] },
  },
} as const;

export const ledgerRefundRequestSchema = {
  $id: 'LedgerRefundRequest',
  description: 'Give money back on one payment, the way it was paid',
  type: 'object',
  additionalProperties: false,
  required: ['payment_id', 'amount'],
  properties: {
    payment_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    amount: {
      type: 'number',
      format: 'money',
      exclusiveMinimum: 0,
      maximum: 21474836.47,
      description: 'More than 0 and at most what is left of the payment (and what is owed back)',
    },
    reason: { type: 'string', maxLength: 500 },
  },
} as const;
