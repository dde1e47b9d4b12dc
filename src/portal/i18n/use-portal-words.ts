// The portal's words, money and dates for one screen (docs/product.md#languages): react-admin's translate in
// the user's language, money written the language's way in the store's currency (Intl), and dates in the
// product's patterns with the language's month and day names (dayjs). States and actions of the order
// machines have their words here too, so every page names them alike.
import { useMemo } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { DateFormat, type DateInput } from '../../shared/format.ts';
import { formatMoney } from '../../shared/format-text.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { DEFAULT_CURRENCY, intlTagOf, type AnyLocale } from '../../shared/i18n/locales.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { usePortalCurrency } from './portal-currency.tsx';

export interface PortalWords {
  translate: TranslateFunction;
  locale: AnyLocale;
  /** An amount in the currency's unit (as the API gives it: 25.5), in the store's currency. */
  money: (amount: number) => string;
  /** A whole amount without cents ("$1,000,000"), for limits and round figures. */
  wholeMoney: (amount: number) => string;
  /** The store currency's symbol as the language writes it ("$", "€"), for an amount field's adornment. */
  currencySymbol: string;
  /** docs/product.md#formats-dates: 'DD, MMM YYYY' with the language's month names. */
  shortDate: (value: DateInput | null | undefined) => string;
  longDate: (value: DateInput | null | undefined) => string;
  time: (value: DateInput | null | undefined) => string;
  /** A record's state ("in_progress") in words. */
  status: (state: string) => string;
  /** A state-machine action ("mark_ready") as a button's words. */
  action: (action: string) => string;
}

const spaced = (name: string) => name.replace(/_/g, ' ');

export function usePortalWords(): PortalWords {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const storeCurrency = usePortalCurrency();
  const hostCurrency = useWhiteLabel().settings?.currency;
  const currency = storeCurrency ?? hostCurrency ?? DEFAULT_CURRENCY;
  return useMemo(() => {
    const language = locale as AnyLocale;
    const whole = new Intl.NumberFormat(intlTagOf(language), {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    return {
      translate,
      locale: language,
      money: (amount) => formatMoney(amount, currency, intlTagOf(language)),
      wholeMoney: (amount) => whole.format(amount),
      currencySymbol: whole.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency,
      shortDate: (value) => formatDateIn(language, value, DateFormat.short),
      longDate: (value) => formatDateIn(language, value, DateFormat.long),
      time: (value) => formatDateIn(language, value, DateFormat.time),
      status: (state) => translate(`portal.status.${state}`, { _: spaced(state) }),
      action: (action) => {
        const words = spaced(action);
        return translate(`portal.actions.${action}`, { _: words.charAt(0).toUpperCase() + words.slice(1) });
      },
    };
  }, [translate, locale, currency]);
}
