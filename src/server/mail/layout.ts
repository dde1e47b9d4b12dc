// The one look of every mail: the store's name in its top-bar colour, the message, one action button in the
// store's button colour, and the same content as plain text (clients without HTML, spam filters, tests).
export interface Brand {
  /** The store's name; the platform's name for platform mail. */
  name: string;
  topBarColor: string;
  topBarTextColor: string;
  buttonColor: string;
  fontColor: string;
  backgroundColor: string;
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

export function renderHtml(brand: Brand, content: MailContent): string {
  const e = escapeHtml;
  const lines = content.lines?.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;width:100%;margin:12px 0">${content.lines
        .map(
          (l) =>
            `<tr><td style="border-bottom:1px solid #ddd">${e(l.label)}</td><td style="border-bottom:1px solid #ddd;text-align:right">${e(l.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${e(content.action.url)}" style="background:${brand.buttonColor};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${e(content.action.label)}</a></p><p style="font-size:12px;color:#666">Or open this link: <a href="${e(content.action.url)}">${e(content.action.url)}</a></p>`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${e(content.subject)}</title></head><body style="margin:0;background:${brand.backgroundColor};font-family:Arial,Helvetica,sans-serif;color:${brand.fontColor}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:${brand.topBarColor};color:${brand.topBarTextColor};padding:16px 24px;font-size:20px;font-weight:bold">${e(brand.name)}</td></tr><tr><td style="padding:24px;background:#ffffff"><h1 style="font-size:20px;margin:0 0 16px">${e(content.heading)}</h1>${content.paragraphs
    .map((p) => `<p style="line-height:1.5">${e(p)}</p>`)
    .join(
      '',
    )}${lines}${action}${content.footnote ? `<p style="font-size:12px;color:#666">${e(content.footnote)}</p>` : ''}</td></tr></table></body></html>`;
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
