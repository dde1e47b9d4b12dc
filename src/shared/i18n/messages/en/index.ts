// The product's own words in English, by area. Add an area as a file beside this one and list it here;
// es/index.ts must then fill it (its type says so).
import { accounts } from './accounts.ts';
import { common } from './common.ts';
import { documents } from './documents.ts';
import { errors } from './errors.ts';
import { estimates } from './estimates.ts';
import { frame } from './frame.ts';
import { mail } from './mail.ts';
import { messageExamples } from './message-examples.ts';
import { notifications } from './notifications.ts';
import { onboarding } from './onboarding.ts';
import { payments } from './payments.ts';
import { plans } from './plans.ts';
import { storefront } from './storefront.ts';
import { timeline } from './timeline.ts';
import { validation } from './validation.ts';
import { vendorJoin } from './vendor-join.ts';

export const en = {
  accounts,
  common,
  documents,
  errors,
  estimates,
  frame,
  mail,
  message_examples: messageExamples,
  notifications,
  onboarding,
  payments,
  plans,
  storefront,
  timeline,
  validation,
  vendor_join: vendorJoin,
} as const;
export type ProductCatalogue = typeof en;
