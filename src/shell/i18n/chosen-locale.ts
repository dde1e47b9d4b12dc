// The language a portal or vendor user chose (docs/product.md#languages), kept where react-admin keeps it
// (its store, key "locale", in localStorage) so the language picker in the app bar and the pages outside
// react-admin (login, invitations, the vendor bench) agree. Without a choice, English: the portal does not
// guess from the browser, so a shared counter machine reads the same for everyone until someone chooses.
// Signing out empties react-admin's store, so each user's choice is also remembered under their id (outside
// that store) and comes back when they sign in again on this browser.
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, PSEUDO_LOCALE, type AnyLocale } from '../../shared/i18n/locales.ts';

const KEY = 'RaStore.locale';
const userKey = (userId: number | string) => `staff-locale.${userId}`;

const isAnyLocale = (value: unknown): value is AnyLocale => isLocale(value) || value === PSEUDO_LOCALE;

function read(key: string): AnyLocale | null {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    return isAnyLocale(stored) ? stored : null;
  } catch {
    return null; // an unreadable choice is no choice
  }
}

/** The language in force on this browser: the choice in react-admin's store, else English. */
export function chosenLocale(): AnyLocale {
  return read(KEY) ?? DEFAULT_LOCALE;
}

/** Whether anyone chose a language on this browser since the last sign-out. */
export const hasChosenLocale = (): boolean => read(KEY) !== null;

/** Keeps a user's choice for their next sign-in on this browser. */
export function rememberLocaleOf(userId: number | string, locale: AnyLocale): void {
  try {
    globalThis.localStorage?.setItem(userKey(userId), JSON.stringify(locale));
  } catch {
    // storage full or refused: the choice lasts for this visit only
  }
}

/** The language a user chose last time on this browser, if any. */
export const rememberedLocaleOf = (userId: number | string): AnyLocale | null => read(userKey(userId));

const listeners = new Set<() => void>();

/** A choice made outside react-admin (the vendor bench's language switch): kept where react-admin keeps it,
 * so the vendor portal opens in it too, and told to every page showing the language. */
export function chooseLocale(locale: AnyLocale, userId?: number | string): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(locale));
  } catch {
    // storage refused: the choice lasts for this page only
  }
  if (userId !== undefined) rememberLocaleOf(userId, locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

/** The chosen language as React state, for the pages outside react-admin: follows chooseLocale and other tabs. */
export function useChosenLocale(): AnyLocale {
  return useSyncExternalStore(subscribe, chosenLocale, () => DEFAULT_LOCALE);
}
