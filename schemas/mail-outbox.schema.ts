// The mail outbox as the super admin reads it (read-only): every mail the product wrote, and its delivery.
const date = { type: 'string', format: 'date-time' } as const;

export const mailOutboxSchema = {
  $id: 'OutboxMail',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'store_id', 'event', 'to_address', 'subject', 'status', 'attempts', 'created_at'],
  properties: {
    id: { type: 'integer', readOnly: true },
    store_id: { type: ['integer', 'null'], title: 'Store', readOnly: true },
    event: { type: 'string', title: 'Event', readOnly: true },
    to_address: { type: 'string', title: 'To', readOnly: true },
    from_address: { type: 'string', title: 'From', readOnly: true },
    subject: { type: 'string', title: 'Subject', readOnly: true },
    html: { type: 'string', title: 'HTML part', readOnly: true },
    text: { type: 'string', title: 'Text part', readOnly: true },
    status: {
      type: 'string',
      enum: ['outbox', 'queued', 'sending', 'sent', 'failed'],
      title: 'Status',
      description: 'outbox: kept only (no SMTP configured); queued → sending → sent, or failed',
      readOnly: true,
    },
    attempts: { type: 'integer', title: 'Attempts', readOnly: true },
    next_attempt_at: { ...date, title: 'Next attempt', readOnly: true },
    last_error: { type: ['string', 'null'], title: 'Last error', readOnly: true },
    message_id: { type: ['string', 'null'], readOnly: true },
    sent_at: { type: ['string', 'null'], format: 'date-time', title: 'Sent', readOnly: true },
    created_at: { ...date, title: 'Written', readOnly: true },
  },
} as const;
