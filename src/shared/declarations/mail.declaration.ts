// The mail outbox, read by the super admin only (decisions.md): mail holds links that act for its
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
});
