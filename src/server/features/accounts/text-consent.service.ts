// A customer's consent to texts in My account (docs/product.md#messages-consent): opting in takes a number
// written per docs/product.md#formats-phone and stores it in E.164 (a national number takes the store's
// country code); opting out stops texts at once and keeps the number for next time.
import type { FastifyRequest } from 'fastify';
import { toE164 } from '../../../shared/phone.ts';
import type { Transaction } from '../../db/database.ts';
import { forbidden, invalid } from '../../http-errors.ts';
import { consentOf, setConsentOf, storeCallingCode } from './text-consent.repository.ts';

const present = (row: { optIn: boolean; phone: string | null }) => ({ opt_in: row.optIn, phone: row.phone });

/** The customer record behind the session; 403 for a session that is not a customer of a store. */
async function ownRecord(request: FastifyRequest, tx: Transaction) {
  const customerId = request.principal?.customerId ?? null;
  const row = customerId === null ? undefined : await consentOf(tx, customerId);
  if (!row || customerId === null) throw forbidden('Only a customer of the store has texts to opt in to.');
  return { ...row, id: customerId };
}

export function textConsentOf(request: FastifyRequest) {
  return request.inTenant(async (tx) => present(await ownRecord(request, tx)));
}

export function changeTextConsent(request: FastifyRequest, body: { opt_in: boolean; phone?: string }) {
  return request.inTenant(async (tx) => {
    const own = await ownRecord(request, tx);
    if (!body.opt_in) {
      await setConsentOf(tx, own.storeId, own.id, { smsOptIn: false });
      return present({ optIn: false, phone: own.phone });
    }
    const written = body.phone?.trim() ?? '';
    if (!written) throw invalid([{ field: 'phone', message: 'phone is required to get texts' }]);
    const international = /^(\+|00)/.test(written);
    const e164 = toE164(written, international ? null : await storeCallingCode(tx, own.storeId));
    if (!e164)
      throw invalid([
        {
          field: 'phone',
          message:
            'phone must be a full mobile number: the area code and the number (with + and the country code ' +
            'for a number abroad)',
        },
      ]);
    await setConsentOf(tx, own.storeId, own.id, { smsOptIn: true, smsPhone: e164 });
    return present({ optIn: true, phone: e164 });
  });
}
