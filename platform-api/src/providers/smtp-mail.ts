/**
 * E-mail over SMTP with nodemailer: the real {@link MailSender} of MAIL_TRANSPORT=smtp
 * (docs/operations.md#environments-and-providers).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailSender, SentMail } from '../local/local-mail.js';

/** Options of {@link SmtpMailSender}. */
export interface SmtpMailOptions {
  /** `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. */
  url: string;
  /** The sender address put on every message (MAIL_FROM), in place of the caller's `from`. */
  from: string;
}

const address = (entry: string | { address: string }) => (typeof entry === 'string' ? entry : entry.address);

/**
 * Sends each message through one SMTP transport. The server's answer is the outcome: a
 * message the server refuses (for every recipient) rejects with the transport's error, so the
 * caller records it as not sent.
 *
 * @example await new SmtpMailSender({ url: 'smtp://mailer:secret@smtp.example.com:587', from: 'console@example.com' }).sendMail(message);
 */
export class SmtpMailSender implements MailSender {
  readonly name = 'smtp';
  /** Where the messages go, without the credentials, e.g. `smtp.example.com:587`. */
  readonly server: string;
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailOptions) {
    const url = new URL(options.url);
    this.server = `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
    this.transport = nodemailer.createTransport(options.url);
  }

  /** @throws the transport's error when the server cannot be reached or refuses the message. */
  async sendMail(message: MailMessage): Promise<SentMail> {
    const info = (await this.transport.sendMail({ from: this.options.from, to: message.to, subject: message.subject, text: message.text })) as {
      messageId: string;
      accepted?: Array<string | { address: string }>;
      rejected?: Array<string | { address: string }>;
    };
    return { messageId: info.messageId, accepted: (info.accepted ?? []).map(address), rejected: (info.rejected ?? []).map(address) };
  }

  /** Closes the transport's connections. */
  close(): void {
    this.transport.close();
  }
}
