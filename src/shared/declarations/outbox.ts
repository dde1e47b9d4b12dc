// An outbox the platform writes and a worker delivers (mail, text messages): read by the super admin only
// (links in it act for its recipient, so no store user reads it), listed newest first, never edited. Each
// outbox names its recipient and text fields; the rest of the declaration is the same for all.
import type { RecordSchema } from '../resource-schema.ts';
import { accessFor } from '../access.ts';
import { Module } from '../roles.ts';
import { declareResource, type FormHints } from './declare.ts';

export function declareOutbox(outbox: {
  name: string;
  schema: RecordSchema;
  /** The recipient's field (an address or a number). */
  recipient: string;
  /** The field that says what was sent (subject or body). */
  text: string;
  menu: number;
  label: { one: string; many: string };
  purpose: string;
  /** The list's columns between the recipient-and-text and the store. */
  columns: readonly string[];
  form?: FormHints;
}) {
  return declareResource({
    name: outbox.name,
    schema: outbox.schema,
    tenancy: 'platform',
    module: Module.settings,
    access: accessFor(Module.settings, ['platform']),
    operations: ['list', 'read'],
    filterable: ['status', 'event', 'store_id', outbox.recipient, 'created_at'],
    sortable: ['created_at', 'status', outbox.recipient],
    searchable: [outbox.recipient, outbox.text],
    defaultSort: { field: 'created_at', order: 'DESC' },
    portal: {
      store: {
        segment: outbox.name,
        menu: outbox.menu,
        audiences: ['platform'],
        icon: 'invite',
        label: outbox.label,
        purpose: outbox.purpose,
        columns: ['created_at', outbox.recipient, outbox.text, ...outbox.columns, 'store_id'],
        representation: outbox.text,
        references: { store_id: 'stores' },
        ...(outbox.form && { form: outbox.form }),
        show: true,
      },
    },
  });
}
