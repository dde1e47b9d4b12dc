// The one look of every mail: the store's logo or name in its top-bar colour, the message, one action button
// in the store's button colour, and the same content as plain text (clients without HTML, spam filters,
// tests). The HTML is MJML compiled by mjml, so it holds in the common mail clients.
import mjml2html from 'mjml';
import type { Locale } from '../../shared/i18n/locales.ts';
import { wordsIn } from '../i18n/store-words.ts';

export interface Brand {
  /** The store's name; the platform's name for platform mail. */
  name: string;
  topBarColor: string;
  topBarTextColor: string;
  buttonColor: string;
  fontColor: string;
  backgroundColor: string;
  /** The store's logo (an absolute http(s) address), shown instead of its name in the top bar. */
  logoUrl?: string | null;
  /** The language the mail is written in (the store's, docs/product.md#languages); English without one. */
  locale?: Locale;
  /** The store's currency, for the money its mail writes. */
  currency?: string;
}

/** What a template produces; the layout turns it into the HTML and text parts. */
export interface MailContent {
  subject: string;
  heading: string;
  /** Paragraphs of plain text (escaped in HTML). */
  paragraphs: string[];
  /** Optional lines shown as a small table (label → value), e.g. an order's items. */
  lines?: { label: string; value: string }[];
  action?: { label: string; url: string };
  /** Shown under the button: why the recipient got this mail or how long the link lasts. */
  footnote?: string;
}

// docs/product.md#white-label-defaults's default store colours, used where a store has not set its own.
export const defaultBrand: Omit<Brand, 'name'> = {
  topBarColor: '#204a48',
  topBarTextColor: '#ffffff',
  buttonColor: '#204a48',
  fontColor: '#1f1f1f',
  backgroundColor: '#faf9f7',
};

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A colour from store settings is only used when it is a plain hex colour (it lands in a style attribute). */
export function safeColour(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const v = value.startsWith('#') ? value : `#${value}`;
  return /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(v) ? v : fallback;
}

// Compiling MJML costs 15–30 ms, and a mail is written inside the transaction of what caused it. The
// compiled page depends only on the brand and the shape of the content (how many paragraphs; lines, button,
// footnote or not), so it is compiled once per shape with a token where each text goes, and each mail
// fills the tokens in (escaped) — the same HTML as compiling it whole, in microseconds.
const compiled = new Map<string, Promise<string>>();
const MAX_SHAPES = 500;
const token = (name: string) => `mjtoken${name}x`;

function mjmlSource(
  brand: Brand,
  shape: { paragraphs: number; lines: boolean; action: boolean; footnote: boolean },
) {
  const e = escapeHtml;
  const locale = brand.locale ?? 'en';
  const header = brand.logoUrl
    ? `<mj-image src="${e(brand.logoUrl)}" alt="${e(brand.name)}" width="160px" align="left" padding="12px 24px" />`
    : `<mj-text color="${brand.topBarTextColor}" font-size="20px" font-weight="bold" padding="16px 24px">${e(brand.name)}</mj-text>`;
  const lines = shape.lines
    ? `<mj-table padding="8px 24px" cellpadding="6">${token('lines')}</mj-table>`
    : '';
  const action = shape.action
    ? `<mj-button href="${token('url')}" background-color="${brand.buttonColor}" color="#ffffff" align="left" border-radius="4px" padding="16px 24px 8px">${token('label')}</mj-button><mj-text font-size="12px" color="#666666" padding="4px 24px">${e(wordsIn(locale).t('mail.layout.openLink'))} <a href="${token('url')}" style="color:#666666">${token('url')}</a></mj-text>`
    : '';
  const paragraphs = Array.from(
    { length: shape.paragraphs },
    (_, i) => `<mj-text>${token(`p${i}`)}</mj-text>`,
  ).join('');
  const footnote = shape.footnote
    ? `<mj-text font-size="12px" color="#666666">${token('footnote')}</mj-text>`
    : '';
  return `<mjml lang="${locale}"><mj-head><mj-title>${token('subject')}</mj-title><mj-preview>${token('preview')}</mj-preview><mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text color="${brand.fontColor}" font-size="15px" line-height="1.5" padding="6px 24px" /></mj-attributes></mj-head><mj-body background-color="${brand.backgroundColor}" width="600px"><mj-section background-color="${brand.topBarColor}" padding="0"><mj-column>${header}</mj-column></mj-section><mj-section background-color="#ffffff" padding="16px 0 24px"><mj-column><mj-text font-size="20px" font-weight="bold" padding="8px 24px 12px">${token('heading')}</mj-text>${paragraphs}${lines}${action}${footnote}</mj-column></mj-section></mj-body></mjml>`;
}

async function compile(source: string): Promise<string> {
  const { html, errors } = await mjml2html(source, { validationLevel: 'soft', minify: false });
  if (errors.length) throw new Error(`mail layout: ${errors.map((x) => x.formattedMessage).join('; ')}`);
  return html;
}

/**
 * The HTML part, written in MJML and compiled by mjml (table layout, inlined styles, a mobile breakpoint):
 * the store's logo or name on its top-bar colour, the heading and paragraphs, the lines as a table, one
 * button in the store's button colour with the link written out under it, and the footnote.
 */
export async function renderHtml(brand: Brand, content: MailContent): Promise<string> {
  const e = escapeHtml;
  const shape = {
    paragraphs: content.paragraphs.length,
    lines: !!content.lines?.length,
    action: !!content.action,
    footnote: !!content.footnote,
  };
  const key = JSON.stringify([brand, shape]);
  let page = compiled.get(key);
  if (!page) {
    if (compiled.size >= MAX_SHAPES) compiled.delete(compiled.keys().next().value!);
    page = compile(mjmlSource(brand, shape));
    compiled.set(key, page);
    page.catch(() => compiled.delete(key));
  }
  const values: Record<string, string> = {
    subject: e(content.subject),
    preview: e(content.paragraphs[0] ?? content.heading),
    heading: e(content.heading),
    lines: (content.lines ?? [])
      .map(
        (l) =>
          `<tr><td style="border-bottom:1px solid #ddd">${e(l.label)}</td><td style="border-bottom:1px solid #ddd;text-align:right">${e(l.value)}</td></tr>`,
      )
      .join(''),
    url: e(content.action?.url ?? ''),
    label: e(content.action?.label ?? ''),
    footnote: e(content.footnote ?? ''),
    ...Object.fromEntries(content.paragraphs.map((p, i) => [`p${i}`, e(p).replace(/\n/g, '<br />')])),
  };
  return (await page).replace(/mjtoken([a-z0-9]+)x/g, (whole, name: string) => values[name] ?? whole);
}

export function renderText(brand: Brand, content: MailContent): string {
  return [
    brand.name,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.lines?.length ? [...content.lines.map((l) => `${l.label}: ${l.value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote] : []),
  ]
    .join('\n')
    .trim();
}
