// Feedback customers left on completed orders, listed for the store (read-only).
import { feedback as declaration } from '../shared/declarations/orders.declaration.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { feedback } from '../server/db/schema/index.ts';

export const feedbackResource = defineResource(declaration, { table: feedback });
