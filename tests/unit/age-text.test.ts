// Days in the current stage as the order list shows them: whole days since, "today" under one.
import { describe, expect, it } from 'vitest';
import { ageText, fieldKindOf } from '../../src/portal/resources/field-kinds.ts';
import { salesOrderSchema } from '../../schemas/order.schema.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('ageText', () => {
  it('counts whole days, singular for one', () => {
    expect(ageText(ago(0), now)).toBe('today');
    expect(ageText(ago(23.9), now)).toBe('today');
    expect(ageText(ago(24), now)).toBe('1 day');
    expect(ageText(ago(24 * 12 + 5), now)).toBe('12 days');
  });
  it('marks an unreadable moment', () => expect(ageText('not a date', now)).toBe('—'));
  it("is how the sales order's stage_since is shown", () =>
    expect(fieldKindOf('stage_since', salesOrderSchema.properties.stage_since)).toBe('age'));
});
