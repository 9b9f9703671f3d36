import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.js';
import { randomBase62 } from '../ids.js';
import type { Mailer } from '../ports/index.js';

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://...; without it every mail goes to the outbox. */
  smtpUrl?: string;
  /** The directory .eml files are written to when there is no SMTP server (created on first mail). */
  outboxDir: string;
  from: string;
  clock: Clock;
  /** One JSON line per mail written to the outbox (no body, no addresses). */
  log?: (entry: Record<string, unknown>) => void;
}

const defaultLog = (entry: Record<string, unknown>) => process.stdout.write(`${JSON.stringify({ level: 'info', ...entry })}\n`);

/**
 * Sends the service's emails through nodemailer: SMTP when SMTP_URL is set; otherwise each
 * mail is written, exactly as it would be sent, as an .eml file in the outbox (open it with
 * any mail program) and a line is logged, so a service without a mail server loses nothing.
 */
export function createMailer(settings: MailSettings): Mailer {
  const log = settings.log ?? defaultLog;
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}), date: settings.clock() });
        return { transport: 'smtp', messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const at = settings.clock();
      const info = await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}), date: at });
      await mkdir(settings.outboxDir, { recursive: true });
      const file = join(settings.outboxDir, `${at.toISOString().replace(/[:.]/g, '-')}-${randomBase62(8)}.eml`);
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      log({ msg: 'mail written to the outbox', file, subject: message.subject, recipients: message.to.length });
      return { transport: 'outbox', messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
