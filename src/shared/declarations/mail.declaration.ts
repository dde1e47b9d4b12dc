// The mail outbox, read by the super admin only (docs/product.md#messages-mail-outbox): mail holds links that
// act for its
// recipient, so no store user reads it. Written by sendMail, delivered by the mail worker; never edited.
import { mailOutboxSchema } from '../../../schemas/mail-outbox.schema.ts';
import { accessFor } from '../access.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';

export const mailOutbox = declareResource({
  name: 'mail-outbox',
  schema: mailOutboxSchema,
  tenancy: 'platform',
  module: Module.settings,
  access: accessFor(Module.settings, ['platform']),
  operations: ['list', 'read'],
  filterable: ['status', 'event', 'store_id', 'to_address', 'created_at'],
  sortable: ['created_at', 'status', 'to_address'],
  searchable: ['to_address', 'subject'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  portal: {
    store: {
      segment: 'mail-outbox',
      menu: 23,
      audiences: ['platform'],
      icon: 'invite',
      label: { one: 'Mail', many: 'Mail outbox' },
      purpose:
        'Every mail the platform wrote — sign-ups, resets, order news, invitations — and whether it went out.',
      columns: ['created_at', 'to_address', 'subject', 'event', 'status', 'attempts', 'store_id'],
      representation: 'subject',
      references: { store_id: 'stores' },
      form: { html: { html: true }, text: { multiline: true } },
      show: true,
    },
  },
});
