// The portal's i18n provider: its own messages (i18n/en.ts) first, react-admin's English messages for
// everything else. Looked up by dotted key with polyglot's conventions (%{name} interpolation, "one ||||
// many" chosen by smart_count), so react-admin's own keys and ours behave alike.
import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { en, vendorEn } from '../i18n/en.ts';

type Messages = { readonly [key: string]: string | Messages };

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(phrase: string, options: Record<string, unknown> = {}): string {
  const count = options.smart_count;
  let text = phrase;
  if (phrase.includes('||||')) {
    const [one = '', many = one] = phrase.split('||||').map((p) => p.trim());
    text = typeof count === 'number' && count !== 1 ? many : one;
  }
  return text.replace(/%\{(\w+)\}/g, (match, name: string) =>
    options[name] === undefined ? match : String(options[name]),
  );
}

export function portalTranslate(
  key: string,
  options?: Record<string, unknown>,
  kind: PortalKind = 'store',
): string | undefined {
  const phrase = lookup((kind === 'vendor' ? vendorEn : en) as unknown as Messages, key);
  return phrase === undefined ? undefined : interpolate(phrase, options);
}

export const i18nProviderFor = (kind: PortalKind): I18nProvider => ({
  ...defaultI18nProvider,
  translate: (key, options) =>
    portalTranslate(key, options, kind) ?? defaultI18nProvider.translate(key, options),
});

export const i18nProvider: I18nProvider = i18nProviderFor('store');
