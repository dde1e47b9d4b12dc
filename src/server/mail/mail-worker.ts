// Delivers queued outbox mail through SMTP (nodemailer) when SMTP is configured: the mail outbox's queue for
// the one outbox worker (src/server/outbox/outbox-worker.ts — claiming, retries with backoff, the dead
// state, interrupted sends, metrics). A permanent refusal is an SMTP 5xx. The queue lives in PostgreSQL, so
// it survives restarts; a mail left `sending` by a killed process is failed, not resent.
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MailAttachment, MailDocumentRef } from '../db/schema/index.ts';
import { OutboxWorker, type OutboxQueue, type OutboxWorkerOptions } from '../outbox/outbox-worker.ts';
import { MAIL_CHANNEL } from './send-mail.ts';

/** The part of a nodemailer transport the worker uses. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<{ messageId?: string }>;
  close?(): void;
}

export interface MailWorkerOptions extends OutboxWorkerOptions {
  /**
   * Renders a document attached by reference (a receipt, an invoice) when the mail is sent
   * (docs/product.md#documents-mail); buildApp gives the documents feature's renderer.
   */
  renderDocument: ((ref: MailDocumentRef) => Promise<Buffer>) | null;
}

export function smtpTransport(smtp: NonNullable<Config['smtp']>): MailTransport {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  });
}

interface MailRow {
  id: number;
  attempts: number;
  from_address: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[] | null;
}

/** The mail outbox as a queue: one mail is one SMTP conversation. */
export function mailQueue(
  transport: MailTransport,
  domain: string,
  renderDocument: MailWorkerOptions['renderDocument'] = null,
): OutboxQueue<MailRow> {
  /** The mail's files: stored bytes as they are, a document by reference rendered now. */
  const filesOf = (attachments: MailAttachment[]) =>
    Promise.all(
      attachments.map(async (a) => {
        if ('contentBase64' in a)
          return {
            filename: a.filename,
            content: Buffer.from(a.contentBase64, 'base64'),
            contentType: a.contentType,
          };
        if (!renderDocument) throw new Error(`no renderer for the attached ${a.filename}`);
        return { filename: a.filename, content: await renderDocument(a), contentType: a.contentType };
      }),
    );
  return {
    table: 'mail_outbox',
    channel: MAIL_CHANNEL,
    columns: ['from_address', 'to_address', 'subject', 'html', 'text', 'attachments'],
    providerIdColumn: 'message_id',
    async send(mail) {
      const attachments = await filesOf(mail.attachments ?? []);
      const info = await transport.sendMail({
        from: mail.from_address,
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(attachments.length ? { attachments } : {}),
        // Stable per mail: a receiving server can recognise the message if it ever meets it again.
        messageId: `<outbox-${mail.id}@${domain}>`,
      });
      return info.messageId ?? null;
    },
    permanent(e) {
      const code = (e as { responseCode?: number }).responseCode;
      return typeof code === 'number' && code >= 500;
    },
    close: () => transport.close?.(),
  };
}

/** The outbox worker over the mail outbox. */
export class MailWorker extends OutboxWorker<MailRow> {
  constructor(
    db: Database,
    transport: MailTransport,
    domain: string,
    { renderDocument = null, ...options }: Partial<MailWorkerOptions> = {},
  ) {
    super(db, mailQueue(transport, domain, renderDocument), options);
  }
}
