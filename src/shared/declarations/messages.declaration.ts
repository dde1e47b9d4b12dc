// The store's customer messages (docs/product.md#messages-templates): one template per event (mail and
// text, each on or off), edited in the portal's message editor (a custom screen keyed by the segment);
// an event without a row speaks the catalogue's default words, and deleting a row is "reset to default".
// And the SMS outbox (docs/product.md#messages-sms), read by the super admin only, like the mail outbox.
import { messageTemplateSchema, smsOutboxSchema } from '../../../schemas/message-template.schema.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';
import { declareOutbox } from './outbox.ts';

export const messageTemplates = declareResource({
  name: 'message-templates',
  schema: messageTemplateSchema,
  module: Module.settings,
  filterable: ['event'],
  sortable: ['event', 'updated_at'],
  searchable: ['mail_subject', 'sms_body'],
  defaultSort: { field: 'event', order: 'ASC' },
  portal: {
    store: {
      segment: 'message-templates',
      area: 'settings',
      icon: 'invite',
      label: { one: 'Customer message', many: 'Customer messages' },
      purpose: 'The mails and text messages your customers get at each step of their order, in your words.',
      columns: ['event', 'mail_enabled', 'mail_subject', 'sms_enabled', 'sms_body'],
      representation: 'event',
      form: { mail_body: { multiline: true }, sms_body: { multiline: true } },
    },
  },
});

export const smsOutbox = declareOutbox({
  name: 'sms-outbox',
  schema: smsOutboxSchema,
  recipient: 'to_number',
  text: 'body',
  menu: 23.5,
  label: { one: 'Text message', many: 'Text outbox' },
  purpose: 'Every text message the platform wrote — order news, payment links — and whether it went out.',
  columns: ['event', 'status', 'segments'],
});
