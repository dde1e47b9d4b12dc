// The mail outbox, read by the super admin only (docs/product.md#messages-mail-outbox): mail holds links that
// act for its
// recipient, so no store user reads it. Written by sendMail, delivered by the mail worker; never edited.
import { mailOutboxSchema } from '../../../schemas/mail-outbox.schema.ts';
import { declareOutbox } from './outbox.ts';

export const mailOutbox = declareOutbox({
  name: 'mail-outbox',
  schema: mailOutboxSchema,
  recipient: 'to_address',
  text: 'subject',
  menu: 23,
  label: { one: 'Mail', many: 'Mail outbox' },
  purpose:
    'Every mail the platform wrote — sign-ups, resets, order news, invitations — and whether it went out.',
  columns: ['event', 'status', 'attempts'],
  form: { html: { html: true }, text: { multiline: true } },
});
