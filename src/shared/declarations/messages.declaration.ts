// The store's customer messages (docs/product.md#messages-templates): one template per event (mail and
// text, each on or off), edited in the portal's message editor (a custom screen keyed by the segment);
// an event without a row speaks the catalogue's default words, and deleting a row is "reset to default".
// And the SMS outbox (docs/product.md#messages-sms), read by the super admin only, like the mail outbox; and
// the store's text inbox (docs/product.md#messages-replies): the texts its customers sent that matched no
// open order, read by the owner (and staff with the settings module).
import {
  messageTemplateSchema,
  smsInboxSchema,
  smsOutboxSchema,
} from '../../../schemas/message-template.schema.ts';
import { accessFor } from '../access.ts';
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

export const smsInbox = declareResource({
  name: 'sms-inbox',
  schema: smsInboxSchema,
  module: Module.settings,
  access: accessFor(Module.settings, ['platform', 'store']),
  operations: ['list', 'read'],
  filterable: ['from_number', 'customer_id', 'created_at'],
  sortable: ['created_at', 'from_number'],
  searchable: ['from_number', 'body'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  portal: {
    store: {
      segment: 'sms-inbox',
      area: 'settings',
      icon: 'invite',
      label: { one: 'Text received', many: 'Text inbox' },
      purpose:
        'Texts your customers sent that matched no open order. A reply about an open order is on that order’s page.',
      columns: ['created_at', 'from_number', 'to_number', 'body', 'customer_id'],
      representation: 'body',
      references: { customer_id: 'customers' },
      show: true,
    },
  },
});
