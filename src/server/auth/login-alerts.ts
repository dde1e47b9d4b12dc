// Telling an account's owner that someone keeps failing to log in to it (issue 13, fault 6). The login
// calls `sendLoginAlert` once per throttling window when an existing account goes over its limit; the
// answer to the caller does not change, so nobody learns whether the account exists.
import type { FastifyBaseLogger } from 'fastify';

export interface LoginAlert {
  userId: number;
  email: string;
  firstName: string;
  /** The app the attempts were made on: storefront, portal or vendor. */
  face: string;
  /** Attempts counted in the window when the account was locked. */
  failedAttempts: number;
  at: Date;
}

/** Delivers an alert to the account owner. */
export type LoginAlertSender = (alert: LoginAlert) => Promise<void>;

/**
 * Until the mail module (outbox) is wired in here, the alert is recorded as a structured warning by user
 * id — never the email address, which must not reach the logs.
 */
export function loggedLoginAlerts(log: FastifyBaseLogger): LoginAlertSender {
  return async (alert) => {
    log.warn(
      { event: 'login-alert', userId: alert.userId, face: alert.face, failedAttempts: alert.failedAttempts },
      'repeated failed logins: the account owner is to be told by mail',
    );
  };
}
