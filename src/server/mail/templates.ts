// The platform's own mails (accounts, invitations, alerts), in the store's look. What a store says to its
// customers about their orders is the store's (src/shared/messages/catalogue.ts, message_templates).
// One template per event. A template gets the event's data (links already absolute), the store's name and
// the store's words: a customer's account mails and payment links speak the store's language
// (docs/product.md#languages, src/shared/i18n/messages/<language>/mail.ts); the mails to the store's and
// the platform's own people (invitations, a store's sign-up, a paused webhook) are written in English.
// The layout (layout.ts) adds the store's colours and the plain-text part.
import type { StoreWords } from '../i18n/store-words.ts';
import type { MailContent } from './layout.ts';

export interface TemplateData {
  'account.verify': { firstName: string; link: string };
  'account.reset': { firstName: string; link: string; hours: number };
  'account.confirm-email': { name: string; link: string; hours: number };
  'account.exists': { firstName: string; loginLink: string; resetLink: string };
  'payment.link': { orderNo: string; amountCents: number; link: string };
  'staff.invitation': { storeName: string; link: string };
  'vendor.staff_invitation': { vendorName: string; link: string };
  'account.login_alert': { firstName: string; attempts: number; resetLink: string };
  'webhook.paused': { url: string; failures: number; link: string };
  'vendor.invitation': { storeName: string; link: string };
  'store.verify': { firstName: string; storeName: string; link: string };
}

export type MailEvent = keyof TemplateData;

type Templates = {
  [E in MailEvent]: (data: TemplateData[E], storeName: string, words: StoreWords) => MailContent;
};

export const templates: Templates = {
  'store.verify': (d) => ({
    subject: `Confirm your email to set up ${d.storeName}`,
    heading: `Welcome, ${d.firstName}`,
    paragraphs: [
      `Your store ${d.storeName} is created. Confirm your email address to continue setting it up: address, shipping, plan and payments.`,
    ],
    action: { label: 'Confirm my email', url: d.link },
    footnote: 'The link works once and for 48 hours. If you did not sign up, you can ignore this mail.',
  }),
  'account.verify': (d, store, { t }) => ({
    subject: t('mail.account.verify.subject', { store }),
    heading: t('mail.account.verify.heading', { name: d.firstName }),
    paragraphs: [t('mail.account.verify.paragraph', { store })],
    action: { label: t('mail.account.verify.action'), url: d.link },
    footnote: t('mail.account.verify.footnote'),
  }),
  'account.confirm-email': (d, store, { t }) => ({
    subject: t('mail.account.confirmEmail.subject', { store }),
    heading: d.name
      ? t('mail.account.confirmEmail.heading', { name: d.name })
      : t('mail.account.confirmEmail.headingNoName'),
    paragraphs: [t('mail.account.confirmEmail.paragraph', { store })],
    action: { label: t('mail.account.confirmEmail.action'), url: d.link },
    footnote: t('mail.account.confirmEmail.footnote', { hours: d.hours }),
  }),
  'account.reset': (d, store, { t }) => ({
    subject: t('mail.account.reset.subject', { store }),
    heading: t('mail.account.reset.heading', { name: d.firstName }),
    paragraphs: [t('mail.account.reset.paragraph')],
    action: { label: t('mail.account.reset.action'), url: d.link },
    footnote: t('mail.account.reset.footnote', { smart_count: d.hours }),
  }),
  'account.exists': (d, store, { t }) => ({
    subject: t('mail.account.exists.subject', { store }),
    heading: t('mail.account.exists.heading', { name: d.firstName }),
    paragraphs: [t('mail.account.exists.paragraph')],
    action: { label: t('mail.account.exists.action'), url: d.loginLink },
    footnote: t('mail.account.exists.footnote', { link: d.resetLink }),
  }),
  'payment.link': (d, store, { t, cents }) => ({
    subject: t('mail.paymentLink.subject', { order: d.orderNo }),
    heading: t('mail.paymentLink.heading', { order: d.orderNo, amount: cents(d.amountCents) }),
    paragraphs: [t('mail.paymentLink.paragraph', { store, amount: cents(d.amountCents) })],
    action: { label: t('mail.paymentLink.action'), url: d.link },
    footnote: t('mail.paymentLink.footnote'),
  }),
  'staff.invitation': (d) => ({
    subject: `You are invited to ${d.storeName}`,
    heading: `Join ${d.storeName}`,
    paragraphs: [`You have been invited to work with ${d.storeName}.`],
    action: { label: 'Accept the invitation', url: d.link },
  }),
  'vendor.staff_invitation': (d) => ({
    subject: `You are invited to the ${d.vendorName} team`,
    heading: `Join ${d.vendorName}`,
    paragraphs: [
      `${d.vendorName} invited you to its workshop team: you will see and do the work its stores send.`,
      'Choose your name and a password to join.',
    ],
    action: { label: 'Accept the invitation', url: d.link },
    footnote: 'The link works once and for 7 days. If you did not expect it, you can ignore this mail.',
  }),
  'account.login_alert': (d, store, { t }) => ({
    subject: t('mail.account.loginAlert.subject', { store }),
    heading: t('mail.account.loginAlert.heading', { name: d.firstName }),
    paragraphs: [
      t('mail.account.loginAlert.paragraph', { attempts: d.attempts }),
      t('mail.account.loginAlert.advice'),
    ],
    action: { label: t('mail.account.loginAlert.action'), url: d.resetLink },
  }),
  'webhook.paused': (d) => ({
    subject: 'A webhook endpoint was paused',
    heading: 'Webhook deliveries are paused',
    paragraphs: [
      `Deliveries to ${d.url} failed ${d.failures} times in a row, so the endpoint is paused.`,
      'Fix the receiver, then resume the endpoint in Integrations.',
    ],
    action: { label: 'Open Integrations', url: d.link },
  }),
  'vendor.invitation': (d) => ({
    subject: `${d.storeName} invites your workshop`,
    heading: `${d.storeName} would like to work with you`,
    paragraphs: [`${d.storeName} invites your workshop to take on its repair work.`],
    action: { label: 'View the invitation', url: d.link },
  }),
};
