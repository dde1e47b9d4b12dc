// A charge as the API answers it: the schema of its kind (AdditionalCharge, ExtraCharge —
// docs/product.md#orders-charges's
// shapes, both with `kind`) and the storefront path where the customer pays it.
import { additionalChargeSchema, extraChargeSchema } from '../../../../schemas/charge.schema.ts';
import { charges } from '../../db/schema/index.ts';
import type { ChargeKind } from '../../../shared/state-machines.ts';
import { paymentPathOf, type ChargeRow } from './charges.lifecycle.ts';
import { presenter } from '../../orders/http.ts';

export const chargeSchemaIds: Record<ChargeKind, string> = {
  additional: additionalChargeSchema.$id,
  extra: extraChargeSchema.$id,
};

const presenters = {
  additional: presenter(additionalChargeSchema, charges),
  extra: presenter(extraChargeSchema, charges),
};

export const presentCharge = (row: ChargeRow) => ({
  ...presenters[row.kind](row),
  payment_path: paymentPathOf(row),
});
