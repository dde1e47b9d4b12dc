// The one entry every mail goes through: sendMail renders the event's template with the store's name and
// colours and writes the mail to the outbox in the caller's transaction — so a mail exists exactly when
// what caused it commits. With SMTP configured the row is queued for the mail worker (mail-worker.ts);
// without, it stays in the outbox, where the super admin reads it (docs/product.md#messages-mail-outbox).
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { appContext, type MailSettings } from '../app-context.ts';
import { mailOutbox, storeSettings, stores, type MailAttachment } from '../db/schema/index.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { isLocale, type Locale } from '../../shared/i18n/locales.ts';
import { wordsIn } from '../i18n/store-words.ts';
import { defaultBrand, renderHtml, renderText, safeColour, type Brand, type MailContent } from './layout.ts';
import { templates, type MailEvent, type TemplateData } from './templates.ts';

export const MAIL_CHANNEL = 'mail_outbox';

// The app's settings (decorated by buildApp): mail is written from deep inside lifecycle code that has a
// transaction, not the app, so it reads the app of the work in progress (app-context.ts).
const mailSettings = (): MailSettings => appContext().mail;

/** The absolute address of a path on a store's storefront (its custom domain, or `<slug>.<domain>`). */
export async function storefrontUrl(tx: Transaction, storeId: number, path: string): Promise<string> {
  const [store] = await asPlatform(tx, () =>
    tx
      .select({ slug: stores.slug, customDomain: stores.customDomain })
      .from(stores)
      .where(eq(stores.id, storeId)),
  );
  if (!store) throw new Error(`store ${storeId} not found for a mail link`);
  return storefrontUrlOf(store, path);
}

/** storefrontUrl for a caller that already holds the store's slug and domain (no read). */
function storefrontUrlOf(store: { slug: string; customDomain: string | null }, path: string): string {
  const { config, listeningPort } = mailSettings();
  const host = store.customDomain ?? `${store.slug}.${config.publicDomain}`;
  const port = config.publicPort ?? listeningPort() ?? config.port;
  const defaultPort = config.publicScheme === 'https' ? 443 : 80;
  return `${config.publicScheme}://${host}${port && port !== defaultPort ? `:${port}` : ''}${path}`;
}

/** The absolute address of a path on the platform (portal) or vendor app host: its first host label. */
export function appUrl(face: 'platform' | 'vendor', path: string): string {
  return appUrlFor(mailSettings(), face, path);
}

/** appUrl for work that holds the app's settings rather than a request (the SMS worker's callback). */
export function appUrlFor(settings: MailSettings, face: 'platform' | 'vendor', path: string): string {
  const { config, listeningPort } = settings;
  const label = config.hostLabels[face][0] ?? (face === 'platform' ? 'app' : 'vendor');
  const port = config.publicPort ?? listeningPort() ?? config.port;
  const defaultPort = config.publicScheme === 'https' ? 443 : 80;
  return `${config.publicScheme}://${label}.${config.publicDomain}${port && port !== defaultPort ? `:${port}` : ''}${path}`;
}

/**
 * The store's look for a mail. `forPortal`: the logo of the store's own files by its path, for a preview the
 * portal shows (its pages load images from their own origin only, security-headers.ts pagePolicy).
 */
export async function brandOf(
  tx: Transaction,
  storeId: number | null,
  { forPortal = false }: { forPortal?: boolean } = {},
): Promise<Brand> {
  if (storeId === null) return { name: 'Service ordering platform', ...defaultBrand };
  return (await storeLookOf(tx, storeId, { forPortal })).brand;
}

/**
 * The store's look and its storefront's address in one read: `storefront(path)` is storefrontUrl without a
 * statement of its own (a mail's links and its logo are on the storefront).
 */
export async function storeLookOf(
  tx: Transaction,
  storeId: number,
  { forPortal = false }: { forPortal?: boolean } = {},
): Promise<{ brand: Brand; storefront: (path: string) => string }> {
  const [row] = await asPlatform(tx, () =>
    tx
      .select({
        name: stores.name,
        slug: stores.slug,
        customDomain: stores.customDomain,
        topBarColor: storeSettings.topBarColor,
        buttonColor: storeSettings.buttonColor,
        fontColor: storeSettings.fontColor,
        backgroundColor: storeSettings.backgroundColor,
        logo: storeSettings.logo,
        language: storeSettings.language,
        currency: storeSettings.currency,
      })
      .from(stores)
      .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
      .where(eq(stores.id, storeId)),
  );
  if (!row) throw new Error(`store ${storeId} not found for a mail`);
  const storefront = (path: string) => storefrontUrlOf(row, path);
  const brand: Brand = {
    name: row.name,
    topBarColor: safeColour(row.topBarColor ?? row.buttonColor, defaultBrand.topBarColor),
    topBarTextColor: defaultBrand.topBarTextColor,
    buttonColor: safeColour(row.buttonColor, defaultBrand.buttonColor),
    fontColor: safeColour(row.fontColor, defaultBrand.fontColor),
    backgroundColor: safeColour(row.backgroundColor, defaultBrand.backgroundColor),
    logoUrl: forPortal && row.logo?.startsWith('/') ? row.logo : logoUrl(storefront, row.logo),
    // The store's customers read its mail in its language (docs/product.md#languages).
    locale: isLocale(row.language) ? row.language : 'en',
    currency: row.currency ?? undefined,
  };
  return { brand, storefront };
}

/** The store's logo as an absolute address a mail client can load (an upload's path is on the storefront). */
function logoUrl(storefront: (path: string) => string, logo: string | null): string | null {
  if (!logo) return null;
  if (/^https?:\/\//.test(logo)) return logo;
  if (logo.startsWith('/')) return storefront(logo);
  return null;
}

export interface MailRequest<E extends MailEvent> {
  /** The store the mail speaks for; null for platform mail. */
  storeId: number | null;
  to: string;
  event: E;
  data: TemplateData[E];
  /** Files sent with it (a receipt or invoice PDF: docs/product.md#documents-mail). */
  attachments?: MailAttachment[];
  /** The reader's own language when they chose one (a user's account mail), else the store's. */
  locale?: Locale | null;
}

/** Writes one mail to the outbox (queued for SMTP when configured); returns its outbox id. */
export async function sendMail<E extends MailEvent>(tx: Transaction, mail: MailRequest<E>): Promise<number> {
  const storeBrand = await brandOf(tx, mail.storeId);
  const brand = mail.locale ? { ...storeBrand, locale: mail.locale } : storeBrand;
  const content = templates[mail.event](mail.data, brand.name, wordsIn(brand.locale, brand.currency));
  return writeMail(tx, { storeId: mail.storeId, to: mail.to, event: mail.event, brand, content });
}

/** Writes a mail whose content is already worded (a store's own template) to the outbox; returns its id. */
export async function writeMail(
  tx: Transaction,
  mail: {
    storeId: number | null;
    to: string;
    event: string;
    brand: Brand;
    content: MailContent;
    attachments?: MailAttachment[];
  },
): Promise<number> {
  const { config } = mailSettings();
  const { brand, content } = mail;
  const html = await renderHtml(brand, content);
  // The display name is the store's; quotes and angle brackets would break the header.
  const fromName = brand.name.replace(/["<>\\\r\n]/g, '');
  const [row] = await asPlatform(tx, async () => {
    const inserted = await tx
      .insert(mailOutbox)
      .values({
        storeId: mail.storeId,
        event: mail.event,
        toAddress: mail.to,
        fromAddress: `"${fromName}" <${config.mailFrom}>`,
        subject: content.subject,
        html,
        text: renderText(brand, content),
        attachments: mail.attachments ?? [],
        status: config.smtp ? 'queued' : 'outbox',
      })
      .returning({ id: mailOutbox.id });
    // Wakes a listening worker on commit (it also polls, so a missed signal only delays the mail).
    if (config.smtp) await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, ${String(inserted[0]!.id)})`);
    return inserted;
  });
  return row!.id;
}
