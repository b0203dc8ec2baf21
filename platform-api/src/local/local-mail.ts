/**
 * E-mail leaves platform-api through {@link MailSender}, shaped like nodemailer's transporter
 * (`sendMail(options)` resolving with `{ messageId, accepted, rejected }`), so a nodemailer SMTP or
 * SES transporter plugs in unchanged. The local implementation, {@link LocalMailSender}, sends
 * nothing: it puts each message in the `outbox` table, where tests and the local console read it.
 */
import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { sqlInstant } from '../db/sql.js';

/** A message to send (the subset of nodemailer's mail options the API uses). */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
}

/** What a sender answers, as nodemailer's `SentMessageInfo`. */
export interface SentMail {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** Sends e-mail; nodemailer's `Transporter` satisfies it. */
export interface MailSender {
  /**
   * Sends one message.
   *
   * @throws the transport's error when the message cannot be handed over.
   */
  sendMail(message: MailMessage): Promise<SentMail>;
}

/** The sender address of the API's e-mails. */
export const MAIL_FROM = 'no-reply@px.local';

/**
 * The local mail adapter: each message becomes one `outbox` row (message id, sender, recipient,
 * subject, body, time), inserted on its own, outside any caller's transaction, as a real sender
 * would hand it over after the change is committed.
 *
 * @example await new LocalMailSender(app.db).sendMail({ from: MAIL_FROM, to: 'ops@acme.example', subject: 'Hi', text: 'Hello' });
 */
export class LocalMailSender implements MailSender {
  readonly name = 'local-mail';

  constructor(private readonly db: Queryable) {}

  /** @throws the database error when the outbox row cannot be written. */
  async sendMail(message: MailMessage): Promise<SentMail> {
    const messageId = `<${randomUUID()}@local-mail.px.local>`;
    await this.db.query('insert into outbox (message_id, sender, recipient, subject, body) values ($1, $2, $3, $4, $5)', [
      messageId,
      message.from,
      message.to,
      message.subject,
      message.text,
    ]);
    return { messageId, accepted: [message.to], rejected: [] };
  }
}

/**
 * The outbox, newest first; only the messages to `to` when given.
 *
 * @example const mails = await readOutbox(app.db, 'ops@acme.example');
 */
export async function readOutbox(db: Queryable, to?: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxMessage>(
    `select message_id as "messageId", sender as "from", recipient as "to", subject, body as text, ${sqlInstant('created_at')} as "createdAt"
     from outbox where ($1::text is null or recipient = $1) order by created_at desc, id desc`,
    [to ?? null],
  );
  return rows;
}
