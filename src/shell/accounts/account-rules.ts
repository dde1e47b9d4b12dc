// docs/product.md#formats's rules for the account forms, checked in the browser before the server checks them
// again. Their messages are the caller's words (docs/product.md#languages): the translator is handed in.
import type { Translate } from '../../shared/i18n/translate.ts';

export const nameRule = /^[\p{L} ]{2,30}$/u;
export const phoneRule = /^$|^(\+?\d{1,3}[ -]?)?(\(?\d{1,4}\)?[ -]?)?\d{3,4}[ -]?\d{3,4}$/;
export const emailRule = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;

export type FieldErrors = Record<string, string>;

export function checkPassword(password: string, confirm: string, t: Translate): FieldErrors {
  const found: FieldErrors = {};
  if (password.length < PASSWORD_MIN)
    found.password = t('accounts.password.too_short', { min: PASSWORD_MIN });
  if (confirm !== password) found.confirm = t('accounts.password.no_match');
  return found;
}

/** The server's field errors by field name, for the inputs. */
export const serverFields = (fields: { field: string; message: string }[] | undefined): FieldErrors =>
  Object.fromEntries((fields ?? []).map((f) => [f.field, f.message]));
