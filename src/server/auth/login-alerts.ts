// Telling an account's owner that someone keeps failing to log in to it (issue 13, fault 6). The login
// calls `sendLoginAlert` once per throttling window when an existing account goes over its limit; the
// answer to the caller does not change, so nobody learns whether the account exists. The product's sender
// writes a mail to the outbox (src/server/mail/app-mailers.ts: mailedLoginAlerts).

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
