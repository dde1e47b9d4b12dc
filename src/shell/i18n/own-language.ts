// A portal or vendor user's own language, kept on their account (docs/product.md#languages) so it follows
// them to any browser and their account mails are written in it. This browser's choice stays where
// chosen-locale.ts keeps it; the account is told of each choice, and a sign-in adopts the account's.
import { api, call } from '../../client/api.ts';
import type { Session } from '../../client/session.ts';
import { isLocale, type AnyLocale } from '../../shared/i18n/locales.ts';
import { chosenLocale, chooseLocale, hasChosenLocale } from './chosen-locale.ts';

/** Tells the account of a choice (the pseudo-locale is a tester's, never kept). */
export async function saveOwnLanguage(locale: AnyLocale): Promise<void> {
  if (!isLocale(locale)) return;
  // Best effort: the choice already holds on this browser, and the next choice or sign-in tells it again.
  await call(api.PUT('/api/v1/profile', { body: { language: locale } })).catch(() => undefined);
}

/**
 * On signing in: a language chosen on this browser since the last sign-out (on the login page) is the
 * person's choice and is kept on their account; otherwise the account's language, if they chose one, is
 * taken up.
 */
export function adoptOwnLanguage(session: Session): void {
  const own = session.user.language ?? null;
  if (hasChosenLocale()) {
    const here = chosenLocale();
    if (isLocale(here) && here !== own) void saveOwnLanguage(here);
    return;
  }
  if (isLocale(own)) chooseLocale(own, session.user.id);
}
