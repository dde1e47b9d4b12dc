// Login throttling state, shared by every app process: one row per throttled key (an account, a client
// address), named by a hash so no email or address is stored. Only platform-scoped code (the login) sees it.
import { integer, pgPolicy, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platformScope } from './columns.ts';

export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** sha256 of `account:<face>:<store>:<email>` or `address:<ip>`. */
    key: text().primaryKey(),
    /** Attempts in the current window (counted before the password is checked, reset by a success). */
    attempts: integer().notNull().default(0),
    windowStartedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    /** When the account owner was last told by mail about failed logins. */
    notifiedAt: timestamp({ withTimezone: true }),
  },
  () => [pgPolicy('login_throttle_platform', { using: platformScope, withCheck: platformScope })],
);
