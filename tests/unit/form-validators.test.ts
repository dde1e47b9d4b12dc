// The rjsf forms' precompiled validators are generated from the declared schemas: a committed module that
// no longer matches its schema fails here (run `npm run generate`), and each validator agrees with the
// schema on valid and invalid data — so no form validates against a stale copy.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatorModule, validatorTypes, validatorsDir } from '../../scripts/compile-form-validators.ts';
import { formSchemas } from '../../src/shared/forms/form-schemas.ts';
import * as commissionConditions from '../../src/shell/forms/validators/commission-conditions.js';

describe('form validators', () => {
  for (const name of Object.keys(formSchemas) as (keyof typeof formSchemas)[]) {
    it(`${name}: the committed module is the one its schema compiles to`, () => {
      expect(fs.readFileSync(path.join(validatorsDir, `${name}.js`), 'utf8')).toBe(validatorModule(name));
      expect(fs.readFileSync(path.join(validatorsDir, `${name}.d.ts`), 'utf8')).toBe(validatorTypes(name));
    });
  }

  it('commission conditions: accepts a condition, refuses an unknown operator and a missing field', () => {
    const validate = commissionConditions.CommissionConditionsForm as (data: unknown) => boolean;
    const ok = {
      condition_on: 'order_total',
      operator_type: 'greater_than',
      compare_to: '100',
      conditional_join: 'and',
      conditional_join_inner: 'and',
      is_inner_group: false,
    };
    expect(validate([ok])).toBe(true);
    expect(validate([{ ...ok, operator_type: 'roughly' }])).toBe(false);
    const { compare_to: _dropped, ...missing } = ok;
    expect(validate([missing])).toBe(false);
  });
});
