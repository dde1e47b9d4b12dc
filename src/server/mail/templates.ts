// The platform's own mails (accounts, invitations, alerts): fixed words, in the store's look. What a store
// says to its customers about their orders is the store's (src/shared/messages/catalogue.ts, message_templates).
// One template per event. A template gets the event's data (links already absolute)
// and the store's name; the layout (layout.ts) adds the store's colours and the plain-text part.
import type { MailContent } from './layout.ts';

export interface TemplateData {
  'account.verify': { firstName: string; link: string };
  'account.reset': { firstName: string; link: string; hours: number };
  'account.confirm-email': { name: string; link: string; hours: number };
  'account.exists': { firstName: string; loginLink: string; resetLink: string };
  'payment.link': { orderNo: string; amount: string; link: string };
  'staff.invitation': { storeName: string; link: string };
  'vendor.staff_invitation': { vendorName: string; link: string };
  'account.login_alert': { firstName: string; attempts: number; resetLink: string };
  'webhook.paused': { url: string; failures: number; link: string };
  'vendor.invitation': { storeName: string; link: string };
  'store.verify': { firstName: string; storeName: string; link: string };
}

export type MailEvent = keyof TemplateData;

type Templates = { [E in MailEvent]: (data: TemplateData[E], storeName: string) => MailContent };

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
  'account.verify': (d, store) => ({
    subject: `Confirm your email for ${store}`,
    heading: `Welcome, ${d.firstName}`,
    paragraphs: [`Please confirm your email address to finish creating your ${store} account.`],
    action: { label: 'Confirm my email', url: d.link },
    footnote: 'If you did not create an account, you can ignore this mail.',
  }),
  'account.confirm-email': (d, store) => ({
    subject: `Confirm your new email address for ${store}`,
    heading: d.name ? `Hello ${d.name}` : 'Hello',
    paragraphs: [
      `Someone asked to use this address for an account with ${store}. It takes effect once you confirm it here:`,
    ],
    action: { label: 'Confirm this address', url: d.link },
    footnote: `The link works once and for ${d.hours} hours. If you did not ask for it, ignore this mail: nothing changes.`,
  }),
  'account.reset': (d, store) => ({
    subject: `Reset your ${store} password`,
    heading: `Hello ${d.firstName}`,
    paragraphs: ['Someone asked to reset the password of your account. Choose a new password here:'],
    action: { label: 'Choose a new password', url: d.link },
    footnote: `The link works once and for ${d.hours} hour${d.hours === 1 ? '' : 's'}. If you did not ask for it, ignore this mail: your password stays as it is.`,
  }),
  'account.exists': (d, store) => ({
    subject: `You already have a ${store} account`,
    heading: `Hello ${d.firstName}`,
    paragraphs: [
      'Someone tried to create an account with this email address, which already has one. You can log in, or choose a new password if you forgot it.',
    ],
    action: { label: 'Log in', url: d.loginLink },
    footnote: `Forgot your password? ${d.resetLink}`,
  }),
  'payment.link': (d, store) => ({
    subject: `Pay the balance of order ${d.orderNo}`,
    heading: `Order ${d.orderNo}: ${d.amount} to pay`,
    paragraphs: [
      `${store} sent you a link to pay what is left of your order (${d.amount}) online, before you collect it.`,
    ],
    action: { label: 'Pay the balance', url: d.link },
    footnote: 'You can also pay in store when you collect your item.',
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
  'account.login_alert': (d, store) => ({
    subject: `Failed sign-ins to your ${store} account`,
    heading: `Hello ${d.firstName}`,
    paragraphs: [
      `Someone tried to sign in to your account with a wrong password ${d.attempts} times. Further attempts are paused for a while.`,
      'If it was you, wait a few minutes and try again. If it was not, choose a new password.',
    ],
    action: { label: 'Choose a new password', url: d.resetLink },
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
