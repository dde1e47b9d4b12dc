// A store's own words for one customer message (docs/product.md#messages-templates), and the texts the
// product sent (the SMS outbox, read by the super admin like the mail outbox).
import { messageEventKeys } from '../src/shared/messages/catalogue.ts';
import { id, phone, storeId, timestampFields } from './fields.ts';

const date = { type: 'string', format: 'date-time' } as const;

export const messageTemplateSchema = {
  $id: 'MessageTemplate',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'store_id',
    'event',
    'mail_enabled',
    'mail_subject',
    'mail_body',
    'sms_enabled',
    'sms_body',
  ],
  properties: {
    id,
    store_id: storeId,
    event: {
      type: 'string',
      title: 'Event',
      enum: messageEventKeys,
      description: 'What the message is about; one template per event and store',
    },
    mail_enabled: { type: 'boolean', title: 'Send a mail', default: true },
    mail_subject: {
      type: 'string',
      title: 'Mail subject',
      minLength: 1,
      maxLength: 200,
      description: 'Words, and the event’s {{variables}}',
    },
    mail_body: {
      type: 'string',
      title: 'Mail body',
      minLength: 1,
      maxLength: 5000,
      description: 'Paragraphs separated by a blank line; the event’s {{variables}}',
    },
    sms_enabled: { type: 'boolean', title: 'Send a text message', default: true },
    sms_body: {
      type: 'string',
      title: 'Text message',
      minLength: 1,
      maxLength: 1600,
      description: 'One text, at most 10 segments; the event’s {{variables}}',
    },
    ...timestampFields,
  },
  examples: [
    {
      event: 'sales_order.ready',
      mail_enabled: true,
      mail_subject: 'Order {{order_no}} is ready',
      mail_body: 'Hello {{first_name}},\n\nYour ring is ready at {{location_name}}.',
      sms_enabled: true,
      sms_body: '{{store_name}}: your order {{order_no}} is ready. {{link}}',
    },
  ],
} as const;

export const smsOutboxSchema = {
  $id: 'OutboxText',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'event', 'to_number', 'body', 'segments', 'status', 'attempts', 'created_at'],
  properties: {
    id: { type: 'integer', readOnly: true },
    store_id: { type: ['integer', 'null'], title: 'Store', readOnly: true },
    sales_order_id: { type: ['integer', 'null'], title: 'Order', readOnly: true },
    event: { type: 'string', title: 'Event', readOnly: true },
    to_number: { type: 'string', title: 'To', readOnly: true },
    from_number: { type: ['string', 'null'], title: 'From', readOnly: true },
    body: { type: 'string', title: 'Text', readOnly: true },
    segments: { type: 'integer', title: 'Segments', readOnly: true },
    encoding: { type: 'string', title: 'Encoding', readOnly: true },
    status: {
      type: 'string',
      enum: ['outbox', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed'],
      title: 'Status',
      description: 'outbox: kept only (no Twilio configured); queued → sending → sent → delivered, or failed',
      readOnly: true,
    },
    attempts: { type: 'integer', title: 'Attempts', readOnly: true },
    next_attempt_at: { ...date, title: 'Next attempt', readOnly: true },
    last_error: { type: ['string', 'null'], title: 'Last error', readOnly: true },
    provider_sid: { type: ['string', 'null'], title: 'Twilio SID', readOnly: true },
    sent_at: { type: ['string', 'null'], format: 'date-time', title: 'Sent', readOnly: true },
    created_at: { ...date, title: 'Written', readOnly: true },
  },
} as const;

/** What the editor previews: an event and the words as typed (not yet saved). */
export const messagePreviewRequestSchema = {
  $id: 'MessagePreviewRequest',
  type: 'object',
  additionalProperties: false,
  required: ['event', 'mail_subject', 'mail_body', 'sms_body'],
  properties: {
    event: { type: 'string', enum: messageEventKeys },
    mail_subject: { type: 'string', maxLength: 200 },
    mail_body: { type: 'string', maxLength: 5000 },
    sms_body: { type: 'string', maxLength: 1600 },
  },
} as const;

/** The mail and the text as the customer would get them, with the demo order's values. */
export const messagePreviewSchema = {
  $id: 'MessagePreview',
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'html', 'text', 'sms', 'sms_segments', 'sms_encoding'],
  properties: {
    subject: { type: 'string' },
    html: { type: 'string' },
    text: { type: 'string' },
    sms: { type: 'string' },
    sms_segments: { type: 'integer' },
    sms_encoding: { type: 'string', enum: ['GSM-7', 'UCS-2'] },
  },
} as const;

/** Where "send me a test" went: the caller's own mail address, and phone when they have one. */
export const messageTestSchema = {
  $id: 'MessageTest',
  type: 'object',
  additionalProperties: false,
  required: ['mail_to', 'sms_to'],
  properties: {
    mail_to: { type: 'string' },
    sms_to: { type: ['string', 'null'] },
  },
} as const;

// Twilio's requests to us (application/x-www-form-urlencoded). Twilio adds fields over time (AccountSid,
// NumSegments, geographic fields …), so further string fields are accepted and ignored; the signature
// (X-Twilio-Signature) covers them all.
const twilioExtras = { type: 'string', maxLength: 2000 } as const;
const messageSid = { type: 'string', pattern: '^(SM|MM)[0-9a-fA-F]{32}$' } as const;
const number = { type: 'string', minLength: 1, maxLength: 40 } as const;

export const twilioInboundSchema = {
  $id: 'TwilioInbound',
  type: 'object',
  additionalProperties: twilioExtras,
  required: ['MessageSid', 'From', 'To'],
  properties: {
    MessageSid: messageSid,
    From: number,
    To: number,
    Body: { type: 'string', maxLength: 1600 },
  },
  examples: [
    {
      MessageSid: 'SM0123456789abcdef0123456789abcdef',
      From: '+15550100001',
      To: '+15550009999',
      Body: 'Is my ring ready?',
    },
  ],
} as const;

export const twilioStatusSchema = {
  $id: 'TwilioStatus',
  type: 'object',
  additionalProperties: twilioExtras,
  required: ['MessageSid', 'MessageStatus'],
  properties: {
    MessageSid: messageSid,
    MessageStatus: {
      type: 'string',
      enum: [
        'accepted',
        'scheduled',
        'queued',
        'sending',
        'sent',
        'delivered',
        'undelivered',
        'failed',
        'read',
        'canceled',
        'receiving',
        'received',
      ],
    },
    ErrorCode: { type: 'string', maxLength: 10 },
  },
  examples: [{ MessageSid: 'SM0123456789abcdef0123456789abcdef', MessageStatus: 'delivered' }],
} as const;

export const smsWebhookResultSchema = {
  $id: 'SmsWebhookResult',
  type: 'object',
  additionalProperties: false,
  required: ['outcome'],
  properties: {
    outcome: {
      type: 'string',
      enum: ['updated', 'unknown'],
      description: 'What a delivery report did: updated its outbox row, or named a text we do not know',
    },
  },
} as const;

/** A customer's own consent to texts (docs/product.md#messages-consent), as My account shows it. */
export const textConsentSchema = {
  $id: 'TextConsent',
  type: 'object',
  additionalProperties: false,
  required: ['opt_in', 'phone'],
  properties: {
    opt_in: { type: 'boolean', description: 'Whether the customer gets texts about their orders' },
    phone: {
      type: ['string', 'null'],
      description: 'The number texts go to, E.164 (+ and the country code)',
    },
  },
} as const;

/** Opting in (with the number to text) or out, from My account. */
export const textConsentUpdateSchema = {
  $id: 'TextConsentUpdate',
  type: 'object',
  additionalProperties: false,
  required: ['opt_in'],
  properties: {
    opt_in: { type: 'boolean' },
    phone: {
      ...phone,
      type: 'string',
      description:
        'Required to opt in: a number per docs/product.md#formats-phone, stored in E.164 (a national number ' +
        'takes the store’s country code). Opting out keeps the number.',
    },
  },
} as const;

/** Staff answer an order's customer (docs/product.md#messages-replies). */
export const customerMessageRequestSchema = {
  $id: 'CustomerMessageRequest',
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'body'],
  properties: {
    channel: {
      type: 'string',
      enum: ['sms', 'mail'],
      description: 'sms: a text (the customer opted in); mail',
    },
    body: {
      type: 'string',
      minLength: 1,
      maxLength: 2000,
      description: 'The words; a text is at most 10 segments',
    },
  },
} as const;

export const customerMessageSentSchema = {
  $id: 'CustomerMessageSent',
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'to', 'outbox_id'],
  properties: {
    channel: { type: 'string', enum: ['sms', 'mail'] },
    to: { type: 'string', description: 'The number (E.164) or mail address it is written to' },
    outbox_id: { type: 'integer', description: 'Its row in the SMS or mail outbox' },
  },
} as const;

/** A text a customer sent (docs/product.md#messages-replies): the store's inbox lists those matching no open order. */
export const smsInboxSchema = {
  $id: 'InboundText',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'from_number', 'body', 'kind', 'created_at'],
  properties: {
    id: { type: 'integer', readOnly: true },
    store_id: { type: ['integer', 'null'], title: 'Store', readOnly: true },
    from_number: { type: 'string', title: 'From', readOnly: true },
    to_number: { type: 'string', title: 'To', readOnly: true },
    body: { type: 'string', title: 'Text', readOnly: true },
    kind: {
      type: 'string',
      enum: ['reply', 'stop', 'start', 'help'],
      title: 'Kind',
      description: 'reply: words for the store; stop, start, help: the keywords',
      readOnly: true,
    },
    customer_id: { type: ['integer', 'null'], title: 'Customer', readOnly: true },
    created_at: { ...date, title: 'Received', readOnly: true },
  },
} as const;
