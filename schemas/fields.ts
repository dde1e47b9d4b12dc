// Field fragments several record schemas share (not schemas of their own): ids, timestamps, and the input
// rules of docs/product.md#formats-name, docs/product.md#formats-phone (phone, name, price with 2 decimals,
// http(s) URLs).
import { LOCALES } from '../src/shared/i18n/locales.ts';

export const id = { type: 'integer', readOnly: true } as const;
export const storeId = {
  type: 'integer',
  readOnly: true,
  description: 'The store (from the token)',
} as const;
export const vendorId = {
  type: 'integer',
  readOnly: true,
  description: 'The vendor (from the token)',
} as const;

export const timestampFields = {
  created_at: { type: 'string', format: 'date-time', readOnly: true },
  updated_at: { type: 'string', format: 'date-time', readOnly: true },
} as const;

/** docs/product.md#formats-phone: optional country or area code, then 3-4 digits twice; spaces and hyphens allowed. */
export const phone = {
  type: ['string', 'null'],
  title: 'Phone',
  maxLength: 30,
  pattern: '^$|^(\\+?\\d{1,3}[ -]?)?(\\(?\\d{1,4}\\)?[ -]?)?\\d{3,4}[ -]?\\d{3,4}$',
} as const;

export const email = {
  type: 'string',
  title: 'Email',
  format: 'email',
  maxLength: 254,
} as const;

export const optionalEmail = {
  type: ['string', 'null'],
  title: 'Email',
  maxLength: 254,
  pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
} as const;

/** docs/product.md#formats-url: a URL is valid only with http or https. */
export const url = {
  type: ['string', 'null'],
  maxLength: 1000,
  pattern: '^$|^https?://[^\\s]+$',
} as const;

/** An image: an http(s) URL or one of our uploads (/api/v1/uploads/…). */
export const imageRef = {
  type: ['string', 'null'],
  maxLength: 1000,
  pattern: '^$|^https?://[^\\s]+$|^/[^\\s]*$',
} as const;

/** docs/product.md#formats-name: letters and spaces only, 2 to 30 characters. */
export const personName = {
  type: 'string',
  minLength: 2,
  maxLength: 30,
  pattern: '^[\\p{L} ]+$',
} as const;

/** docs/product.md#formats-price's price: digits with at most 2 decimals; integer cents in the database. */
export const money = {
  type: 'number',
  format: 'money',
  minimum: 0,
  maximum: 21474836.47,
} as const;

export const percent = { type: 'number', minimum: 0, maximum: 100 } as const;

export const color = {
  type: ['string', 'null'],
  maxLength: 9,
  pattern: '^$|^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
} as const;

export const sequence = { type: 'integer', minimum: 0, maximum: 100000, title: 'Order' } as const;

/** A tag: lower-case words joined by hyphens (used in URLs and filters). */
export const tag = {
  type: 'string',
  minLength: 1,
  maxLength: 50,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
} as const;

/**
 * Who a guest is (checkout or an estimate request without a login): recorded as a guest customer of the
 * store. Names allow apostrophes, dots and hyphens here, as people type them at a checkout.
 */
export const guestContact = {
  type: 'object',
  additionalProperties: false,
  required: ['first_name', 'email'],
  properties: {
    first_name: { type: 'string', minLength: 2, maxLength: 30, pattern: "^[\\p{L} '.-]+$" },
    last_name: { type: 'string', maxLength: 30, pattern: "^[\\p{L} '.-]*$" },
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: {
      type: 'string',
      maxLength: 30,
      pattern: '^$|^(\\+?\\d{1,3}[ -]?)?(\\(?\\d{1,4}\\)?[ -]?)?\\d{3,4}[ -]?\\d{3,4}$',
    },
  },
} as const;

/**
 * docs/product.md#languages-server-sentences: a sentence the server wrote (a timeline entry, a notification,
 * a ledger row) as a catalogue key and its params, for a face to write in its reader's language. A param is
 * a plain value, money (cents and currency), a word (a catalogue key, with params of its own) or a list of
 * params joined by a separator. A note (`note_key`) is kept the same way when the server wrote it.
 */
export const saidKey = {
  type: ['string', 'null'],
  description: 'The catalogue key of the words (null on entries written before keys were kept)',
} as const;
export const saidParams = {
  type: ['object', 'null'],
  description:
    'The params of the words: a string or number as it is, {cents, currency} money, {word, params} a catalogue key, {list, separator} params written one after another',
  additionalProperties: {
    anyOf: [
      { type: 'string' },
      { type: 'number' },
      {
        type: 'object',
        additionalProperties: false,
        required: ['cents', 'currency'],
        properties: { cents: { type: 'integer' }, currency: { type: 'string' } },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['word'],
        properties: { word: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['list', 'separator'],
        properties: { list: { type: 'array', items: {} }, separator: { type: 'string' } },
      },
    ],
  },
} as const;

/**
 * The language a portal or vendor user chose for themselves (docs/product.md#languages): their faces open in
 * it on any browser and their account mails are written in it. Null: not chosen (the store's language).
 */
export const chosenLanguage = {
  type: ['string', 'null'],
  enum: [...LOCALES, null],
  title: 'Language',
  description: "The user's own language for the portal or vendor app; null when they have not chosen one",
} as const;
