// The messages a store sends its customers (docs/product.md#messages-templates): for each event, the
// variables it offers, an example of each (the demo order's values, for the editor's preview and for the
// checks below), and the default words of its mail (subject, body) and text message. A store's own words
// are rows of `message-templates`; an event without a row speaks these defaults. Pure data and pure
// functions: the server renders and checks with them, the portal's editor previews and counts with them.
// The default words are the product catalogue's (src/shared/i18n/messages/<language>/mail.ts): English
// here, a store's own language through defaultWords (docs/product.md#languages).
import type { Translate } from '../i18n/translate.ts';
import { mail } from '../i18n/messages/en/mail.ts';

const english = mail.events;

/** An event's words in the catalogue's shape, as an event definition holds them. */
const wordsOf = <W extends { action: string; subject: string; body: string; sms: string }>(words: W) => ({
  action: words.action,
  mail: { subject: words.subject, body: words.body },
  sms: words.sms,
});

export const messageVariables = {
  first_name: { label: 'First name', example: 'Maria' },
  store_name: { label: 'Store', example: 'Demo Jewellers' },
  location_name: { label: 'Location', example: 'Main Street' },
  order_no: { label: 'Order number', example: 'SO-1042' },
  item_numbers: { label: 'Item numbers', example: 'SO-1042-1, SO-1042-2' },
  estimate_no: { label: 'Estimate number', example: 'EST-207' },
  total: { label: 'Total', example: '$148.00' },
  amount: { label: 'Amount', example: '$35.00' },
  reason: { label: 'Reason', example: 'The clasp needs replacing too' },
  due_date: { label: 'Due date', example: 'Friday 4 December' },
  next_steps: {
    label: 'Next steps',
    example:
      'Bring your item to Main Street, 1 Main Street, Springfield. Mention your order number at the counter.',
  },
  link: { label: 'Link', example: 'https://demo.example.com/order-tracking/SO-1042' },
} as const;

export type MessageVariable = keyof typeof messageVariables;
export type MessageValues = Partial<Record<MessageVariable, string>>;

export interface MessageEventDefinition {
  label: string;
  /** When it is sent. */
  when: string;
  variables: readonly MessageVariable[];
  /** The mail's button (its link is `{{link}}`). */
  action: string;
  /** The mail shows the order's or estimate's items and total under the body. */
  lines?: boolean;
  mail: { subject: string; body: string };
  sms: string;
}

const order = [
  'first_name',
  'store_name',
  'location_name',
  'order_no',
  'item_numbers',
  'total',
  'link',
] as const;
const estimate = ['first_name', 'store_name', 'estimate_no', 'total', 'due_date', 'link'] as const;
const charge = ['first_name', 'store_name', 'order_no', 'item_numbers', 'amount', 'reason', 'link'] as const;

export const messageEvents = {
  'sales_order.placed': {
    label: 'Order placed',
    when: 'a customer places an order',
    variables: [...order, 'next_steps'],
    lines: true,
    ...wordsOf(english.sales_order.placed),
  },
  'sales_order.received': {
    label: 'Order received',
    when: 'the store receives the item',
    variables: order,
    ...wordsOf(english.sales_order.received),
  },
  'sales_order.in_progress': {
    label: 'Order in progress',
    when: 'work on the order starts',
    variables: order,
    ...wordsOf(english.sales_order.in_progress),
  },
  'sales_order.ready': {
    label: 'Order ready',
    when: 'the order is ready for the customer',
    variables: order,
    ...wordsOf(english.sales_order.ready),
  },
  'sales_order.completed': {
    label: 'Order completed',
    when: 'the order is completed (handed over)',
    variables: order,
    ...wordsOf(english.sales_order.completed),
  },
  'sales_order.cancelled': {
    label: 'Order cancelled',
    when: 'the order is cancelled',
    variables: order,
    ...wordsOf(english.sales_order.cancelled),
  },
  'sales_order.refunded': {
    label: 'Order refunded',
    when: 'the order is refunded',
    variables: order,
    ...wordsOf(english.sales_order.refunded),
  },
  'sales_order.paid': {
    label: 'Payment received',
    when: 'the store records a payment, or a card payment is collected',
    variables: [...order, 'amount'],
    ...wordsOf(english.sales_order.paid),
  },
  'estimate.requested': {
    label: 'Estimate received',
    when: 'a customer asks for an estimate',
    variables: estimate,
    ...wordsOf(english.estimate.requested),
  },
  'estimate.quoted': {
    label: 'Estimate quoted',
    when: 'the estimate is priced',
    variables: estimate,
    lines: true,
    ...wordsOf(english.estimate.quoted),
  },
  'estimate.expiring': {
    label: 'Estimate expiring',
    when: 'a quoted estimate expires unanswered',
    variables: estimate,
    ...wordsOf(english.estimate.expiring),
  },
  'charge.additional': {
    label: 'Additional charge requested',
    when: 'more work on an item needs the customer’s approval and payment',
    variables: charge,
    ...wordsOf(english.charge.additional),
  },
  'charge.extra': {
    label: 'Extra charge requested',
    when: 'the store asks for an extra charge on the order',
    variables: charge,
    ...wordsOf(english.charge.extra),
  },
  'feedback.request': {
    label: 'Feedback request',
    when: 'the order is completed',
    variables: ['first_name', 'store_name', 'order_no', 'link'],
    ...wordsOf(english.feedback.request),
  },
} as const satisfies Record<string, MessageEventDefinition>;

export type MessageEvent = keyof typeof messageEvents;
export const messageEventKeys = Object.keys(messageEvents) as MessageEvent[];
export const isMessageEvent = (key: string): key is MessageEvent => key in messageEvents;

/**
 * An event's default words in a language: its mail's subject and body, its text and its mail's button,
 * from the catalogue the translator speaks (`mail.events.<event>.*`; English where a language lacks one).
 */
export function defaultWords(event: MessageEvent, t: Translate): TemplateFields & { action: string } {
  const key = `mail.events.${event}`;
  return {
    mail_subject: t(`${key}.subject`),
    mail_body: t(`${key}.body`),
    sms_body: t(`${key}.sms`),
    action: t(`${key}.action`),
  };
}

const placeholder = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** The variables a template names (in order of first use). */
export function variablesIn(template: string): string[] {
  return [...new Set([...template.matchAll(placeholder)].map((m) => m[1]!))];
}

/** The names a template uses that its event does not offer. */
export function unknownVariables(event: MessageEvent, template: string): string[] {
  const offered = new Set<string>(messageEvents[event].variables);
  return variablesIn(template).filter((name) => !offered.has(name));
}

/** The template with each `{{variable}}` replaced by its value (a missing value is empty). */
export function renderMessage(template: string, values: MessageValues): string {
  return template
    .replace(placeholder, (_, name: string) => values[name as MessageVariable] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** What a preview's examples are written with: a language's words and its way of writing the store's money. */
export interface ExampleWords {
  readonly t: Translate;
  readonly cents: (cents: number) => string;
}

/** Numbers and links read the same in every language. */
const sameInEveryLanguage: ReadonlySet<MessageVariable> = new Set([
  'order_no',
  'item_numbers',
  'estimate_no',
  'link',
]);

/**
 * The example values of an event's variables: in English for the checks (templateProblems); for a preview,
 * in the language it is written in with money in the store's currency (the catalogue's message_examples).
 */
export function exampleValues(event: MessageEvent, words?: ExampleWords): MessageValues {
  const example = (v: MessageVariable): string => {
    if (!words || sameInEveryLanguage.has(v)) return messageVariables[v].example;
    if (v === 'total') return words.cents(exampleCents.total);
    if (v === 'amount') return words.cents(exampleCents.amount);
    return words.t(`message_examples.${v}`);
  };
  return Object.fromEntries(messageEvents[event].variables.map((v) => [v, example(v)]));
}

const exampleCents = { total: 14800, amount: 3500, ringResizing: 6000, claspRepair: 8800 };

/** The demo order's lines and total under a previewed mail, in the preview's language and currency. */
export function exampleLines(words: ExampleWords): { label: string; value: string }[] {
  const line = (name: string) => words.t('mail.values.line', { quantity: 1, name: words.t(name) });
  return [
    { label: line('message_examples.ring_resizing'), value: words.cents(exampleCents.ringResizing) },
    { label: line('message_examples.clasp_repair'), value: words.cents(exampleCents.claspRepair) },
    { label: words.t('mail.values.total'), value: words.cents(exampleCents.total) },
  ];
}

// GSM 03.38: the basic set (one septet each) and the extension set (escape + one, so two septets).
const gsmBasic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const gsmExtended = new Set('^{}\\[~]|€\f');

export interface SmsLength {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
  /** Units one segment holds with this many segments (160/153 or 70/67). */
  perSegment: number;
}

/** How a text is sent: GSM-7 when every character is in the GSM set, else UCS-2; and in how many parts. */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (gsmBasic.has(ch)) septets += 1;
    else if (gsmExtended.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perSegment = septets <= 160 ? 160 : 153;
    return {
      encoding: 'GSM-7',
      units: septets,
      segments: septets === 0 ? 0 : Math.ceil(septets / perSegment),
      perSegment,
    };
  }
  const units = text.length;
  const perSegment = units <= 70 ? 70 : 67;
  return { encoding: 'UCS-2', units, segments: Math.ceil(units / perSegment), perSegment };
}

/** docs/product.md#messages-templates: a text message is at most this many segments. */
export const maxSmsSegments = 10;

export interface TemplateFields {
  mail_subject: string;
  mail_body: string;
  sms_body: string;
}

/**
 * What is wrong with a store's template for an event, per field: a variable the event does not offer, a
 * field that renders empty (with the example values), or a text over the segment limit.
 */
export function templateProblems(
  event: MessageEvent,
  fields: Partial<TemplateFields>,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const values = exampleValues(event);
  for (const field of ['mail_subject', 'mail_body', 'sms_body'] as const) {
    const text = fields[field];
    if (text === undefined) continue;
    const unknown = unknownVariables(event, text);
    if (unknown.length) {
      problems.push({
        field,
        message: `${field} uses ${unknown.map((u) => `{{${u}}}`).join(', ')}, which “${messageEvents[event].label}” does not offer (it offers ${messageEvents[event].variables.map((v) => `{{${v}}}`).join(', ')})`,
      });
      continue;
    }
    const rendered = renderMessage(text, values);
    if (!rendered) problems.push({ field, message: `${field} would be empty` });
    else if (field === 'sms_body') {
      const length = smsLength(rendered);
      if (length.segments > maxSmsSegments)
        problems.push({
          field,
          message: `sms_body is ${length.segments} segments long (${length.encoding}); at most ${maxSmsSegments} are sent`,
        });
    }
  }
  return problems;
}
