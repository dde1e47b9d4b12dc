// What a customer sees of their order's money on its page in My account (/myaccount/orders/:id): what was
// paid, what is left, and the charges the store or a vendor asked for, each with the page that pays it.
// The order, its items and its timeline are the sales order's own reads.
import { paymentRecordStatuses } from '../src/shared/payment-status.ts';
import { chargeMachine } from '../src/shared/state-machines.ts';
import { saidKey, saidParams } from './fields.ts';

const money = { type: 'number', format: 'money' } as const;
const date = { type: 'string', format: 'date-time' } as const;

export const accountOrderBalanceSchema = {
  $id: 'AccountOrderBalance',
  type: 'object',
  additionalProperties: false,
  required: ['total', 'paid', 'balance', 'payments', 'charges'],
  properties: {
    total: { ...money, description: 'The order and every charge not cancelled' },
    paid: { ...money, description: 'Payments taken, less refunds' },
    balance: {
      type: 'number',
      description: 'total − paid, the ledger’s balance (docs/product.md#payments-ledger); below 0: owed back',
    },
    payable: {
      ...money,
      description: 'What the order’s payment page takes now (open charges have their own)',
    },
    deposit_due: { ...money, description: 'The deposit asked and not yet paid' },
    payment_path: {
      type: ['string', 'null'],
      description: 'The storefront page that pays the balance online (while something is payable)',
    },
    payments: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'subject', 'amount', 'method', 'status', 'created_at'],
        properties: {
          id: { type: 'integer' },
          subject: { type: 'string', enum: ['sales_order', 'additional_charge', 'extra_charge'] },
          amount: money,
          method: { type: 'string' },
          status: { type: 'string', enum: paymentRecordStatuses },
          created_at: date,
        },
      },
    },
    charges: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind', 'title', 'reason', 'amount', 'status', 'created_at', 'payment_path'],
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string', enum: ['additional', 'extra'] },
          title: {
            type: 'string',
            description:
              "'{item number} - {store owner or vendor} requested additional charge', or 'Extra charge' (English)",
          },
          title_key: saidKey,
          title_params: saidParams,
          reason: { type: ['string', 'null'] },
          amount: money,
          status: { type: 'string', enum: chargeMachine.states },
          created_at: date,
          paid_at: { type: ['string', 'null'], format: 'date-time' },
          payment_path: {
            type: ['string', 'null'],
            description: 'The storefront page that pays it, while requested',
          },
        },
      },
    },
  },
} as const;
