// What an app instance is configured with beyond its database: the configuration and the clients made from
// it (Stripe, the mail settings, the staff invitation mailer). buildApp decorates the Fastify instance with
// them (typed below); nothing of it is module state, so two apps built in one process (tests) keep their own.
//
// Code that holds the instance reads `app.stripe`, `app.mail`. Lifecycle code deep inside a request holds
// only a transaction: it reads the instance of the request it runs for (appContext(), through the request
// context of audit/request-context.ts). Work outside requests — the demo seed, the webhook worker, a test
// calling a module directly — names its context with withAppContext (contextFromConfig makes one).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Config } from './config.ts';
import { currentRequest } from './audit/request-context.ts';
import { createStripeSetup, type StripeSetup } from './billing/stripe-setup.ts';
import type { StaffInvitationMailer } from './people/staff-invitation-mail.ts';
import { OrderPaymentLinks } from './orders/payments/order-payment-link.ts';

export interface MailSettings {
  config: Config;
  /** The port the server listens on, once it does (PORT=0 picks one). */
  listeningPort: () => number | undefined;
}

export interface AppContext {
  config: Config;
  /** The Stripe client (when its keys are configured) and the platform's currency. */
  stripe: StripeSetup;
  /** What mail links are made from: the configuration and the port the server listens on. */
  mail: MailSettings;
  /** Sends staff invitations in the invitation's transaction; null: the inviter passes the link on. */
  staffInvitationMailer: StaffInvitationMailer | null;
  /** Makes the order payment page's links (a request's app always has it); null: this work makes none. */
  paymentLinks: OrderPaymentLinks | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    stripe: StripeSetup;
    mail: MailSettings;
    staffInvitationMailer: StaffInvitationMailer | null;
  }
}

const outside = new AsyncLocalStorage<AppContext>();

/** The context of the work in progress: the one named by withAppContext, else the request's app. */
export function appContext(): AppContext {
  const context = outside.getStore() ?? currentRequest()?.server;
  if (!context) throw new Error('no app context: run inside a request or withAppContext (app-context.ts)');
  return context;
}

/** Runs fn (and everything it starts) with the given app's configuration and clients. */
export function withAppContext<T>(context: AppContext, fn: () => T): T {
  return outside.run(context, fn);
}

/** A context for work without an app (the demo seed, a worker): links use the configured ports only. */
export function contextFromConfig(
  config: Config,
  staffInvitationMailer: StaffInvitationMailer | null = null,
  /** The app's sealing secret (ENCRYPTION_KEY, else the JWT secret): payment links made here then work. */
  sealingSecret: string | null = null,
): AppContext {
  return {
    config,
    stripe: createStripeSetup(config),
    mail: { config, listeningPort: () => undefined },
    staffInvitationMailer,
    paymentLinks: sealingSecret ? new OrderPaymentLinks(sealingSecret) : null,
  };
}
