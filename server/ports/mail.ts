/** One email: plain text, and an HTML alternative when `html` is given. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/** Where a mail went: an SMTP server, or a file in the outbox. */
export interface MailReceipt {
  transport: 'smtp' | 'outbox';
  messageId: string;
  /** The .eml file written (outbox only). */
  file?: string;
}

/** Sends the service's emails (infrastructure/mail-transport.ts: SMTP, or .eml files in an outbox). */
export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
}
