import { createServer, type Server } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A mail as a test reads it: the headers it checks and the decoded plain-text body (and HTML part, when it has one). */
export interface ReadMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => decodeQuotedPrintable(q.replace(/_/g, ' '))).replace(/\?=\s+=\?UTF-8\?Q\?/gi, '');
}

/** One MIME entity: a header reader and its decoded body. */
function entity(source: string): { header: (name: string) => string; body: string } {
  const split = source.indexOf('\n\n');
  const head = source.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const raw = source.slice(split + 2);
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body = encoding === 'quoted-printable' ? decodeQuotedPrintable(raw) : encoding === 'base64' ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  return { header, body };
}

/** Parses one RFC 5322 message as nodemailer writes it: plain text, or multipart/alternative with text and HTML parts. */
export function parseMail(raw: string): ReadMail {
  const normal = raw.replace(/\r\n/g, '\n');
  const { header, body } = entity(normal);
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  const common = { to: header('To'), from: header('From'), subject: header('Subject'), raw };
  if (!boundary) return { ...common, text: body };
  const parts = normal.split(`--${boundary}`).slice(1, -1).map((part) => entity(part.replace(/^\n/, '').replace(/\n$/, '')));
  const part = (type: string) => parts.find((p) => p.header('Content-Type').toLowerCase().startsWith(type))?.body;
  return { ...common, text: part('text/plain') ?? '', html: part('text/html') };
}

/** Every .eml file of an outbox directory, oldest name first (none when it does not exist). */
export async function outboxMails(directory: string): Promise<Array<ReadMail & { file: string }>> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => ({ ...parseMail(await readFile(join(directory, name), 'utf8')), file: join(directory, name) })));
}

/** A minimal SMTP server on loopback that accepts every mail and keeps it (no TLS, no auth). */
export interface SmtpSink {
  url: string;
  mails: Array<{ from: string; to: string[]; data: string }>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SmtpSink['mails'] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line);
        buffer = buffer.slice(line + 2);
        const verb = command.slice(0, 4).toUpperCase();
        const address = () => command.slice(command.indexOf(':') + 1).replace(/[<>]/g, '').trim().split(' ')[0]!;
        if (verb === 'MAIL') current.from = address();
        if (verb === 'RCPT') current.to.push(address());
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go ahead\r\n' : verb === 'EHLO' || verb === 'HELO' ? '250 sink\r\n' : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
