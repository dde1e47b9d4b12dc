// A sentence the server writes for people to read later — a timeline entry, a notification, a ledger row —
// kept as a catalogue key (src/shared/i18n/messages/<lang>/timeline.ts) and its params, so each reader gets
// it in their own language (docs/product.md#languages). Params are data, never preformatted words: money is
// cents with its currency (written the reader's way), a word (a state, a payment method) is a catalogue key
// translated with the sentence, anything else (an order number, a name) is shown as it is.
import type { timeline } from './messages/en/timeline.ts';
import type { errors } from './messages/en/errors.ts';
import { formatMoney } from '../format-text.ts';
import { intlTagOf, type AnyLocale } from './locales.ts';
import type { TranslateOptions } from './translate.ts';

export interface MoneyParam {
  readonly cents: number;
  readonly currency: string;
}
/** A catalogue key whose phrase is the param's words (it may be a sentence with params of its own). */
export interface WordParam {
  readonly word: string;
  readonly params?: SaidParams;
}
/** Params written one after another with a separator every language shares (a line break, " · "). */
export interface ListParam {
  readonly list: readonly SaidParam[];
  readonly separator: string;
}
export type SaidParam = string | number | MoneyParam | WordParam | ListParam;
export type SaidParams = { readonly [name: string]: SaidParam };

/** Every dotted key of a catalogue's phrases. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the timeline area without its `timeline.` prefix ("order_placed", "change.work_order"). */
export type SaidKey = Leaves<typeof timeline>;

export interface Said {
  /** The full catalogue key ("timeline.order_placed"). */
  readonly key: string;
  readonly params: SaidParams;
}

/** A key of the errors area without its `errors.` prefix ("ledger.more_than_balance"). */
export type RefusalKey = Leaves<typeof errors>;

/** The sentence `timeline.<key>` with its params: what the server stores beside its English. */
export const said = (key: SaidKey, params: SaidParams = {}): Said => ({ key: `timeline.${key}`, params });

/** The words of a refusal, `errors.<key>` with its params: what an error sends beside its English. */
export const refusal = (key: RefusalKey, params: SaidParams = {}): Said => ({ key: `errors.${key}`, params });

/** A catalogue key as a param (its words translated with the sentence). */
export const word = (key: string, params?: SaidParams): WordParam =>
  params ? { word: key, params } : { word: key };

/** Params as one param, each written for the reader, joined by `separator`. */
export const listOf = (list: readonly SaidParam[], separator: string): ListParam => ({ list, separator });

/**
 * A note kept with a timeline entry or a hand-off: people's own words as they wrote them, or a sentence the
 * server wrote, kept as a key and params like the entry's own words.
 */
export type Note = string | Said;

/** A sentence the server made (a value passed along beside people's input, never read from a request). */
export const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' && value !== null && typeof (value as Said).key === 'string' && 'params' in value;

/** Notes one under the other (people's words and the server's sentences alike); null when there are none. */
export function linesOf(...notes: (Note | null | undefined)[]): Note | null {
  const kept = notes.filter((n): n is Note => !!n);
  if (kept.length <= 1) return kept[0] ?? null;
  const lines = kept.map((n) => (typeof n === 'string' ? n : word(n.key, n.params)));
  return said('note.lines', { lines: listOf(lines, '\n') });
}

/** A state of an order machine in words (the states are every machine's, tests/unit/said-keys.test.ts). */
export const stateWord = (state: string): WordParam => word(`timeline.status.${state}`);

/** A payment method in words (common.payment.method). */
export const methodWord = (method: string): WordParam => word(`common.payment.method.${method}`);

const isMoney = (value: SaidParam): value is MoneyParam =>
  typeof value === 'object' && 'cents' in value && typeof value.cents === 'number';

/** A translate function of any face: the portals' react-admin `translate`, a Translator's `t`. */
export type SayTranslate = (key: string, options?: TranslateOptions) => string;

function paramText(translate: SayTranslate, locale: AnyLocale, value: SaidParam): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isMoney(value)) return formatMoney(value.cents / 100, value.currency, intlTagOf(locale));
  if ('list' in value) return value.list.map((v) => paramText(translate, locale, v)).join(value.separator);
  return sayIn(translate, locale, { key: value.word, params: value.params ?? {} });
}

/** The sentence in the reader's language: its phrase with each param written for them. */
export function sayIn(translate: SayTranslate, locale: AnyLocale, sentence: Said): string {
  const options = Object.fromEntries(
    Object.entries(sentence.params ?? {}).map(([name, value]) => [name, paramText(translate, locale, value)]),
  );
  return translate(sentence.key, options);
}

/** A stored sentence (key and params from the API) in the reader's words, or its stored text without a key. */
export function sayStored(
  translate: SayTranslate,
  locale: AnyLocale,
  key: string | null | undefined,
  params: SaidParams | null | undefined,
  fallback: string,
): string {
  return key ? sayIn(translate, locale, { key, params: params ?? {} }) : fallback;
}

/** An error's words (its message and each field's) in the reader's language, where the server keyed them. */
export function sayError<
  E extends {
    message: string;
    message_key?: string | null;
    message_params?: SaidParams | null;
    fields?: readonly { message: string; message_key?: string | null; message_params?: SaidParams | null }[];
  },
>(translate: SayTranslate, locale: AnyLocale, error: E): E {
  const say = <
    W extends { message: string; message_key?: string | null; message_params?: SaidParams | null },
  >(
    words: W,
  ): W =>
    words.message_key
      ? {
          ...words,
          message: sayStored(translate, locale, words.message_key, words.message_params, words.message),
        }
      : words;
  return { ...say(error), ...(error.fields ? { fields: error.fields.map(say) } : {}) };
}
