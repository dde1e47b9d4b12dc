// The mail outbox (super admin, read-only): the server's half of its declaration.
import { mailOutbox as declaration } from '../../shared/declarations/mail.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { mailOutbox } from '../db/schema/index.ts';

export const mailOutboxResource = defineResource(declaration, { table: mailOutbox });
