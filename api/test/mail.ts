import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The message with its parts' bodies decoded (quoted-printable or base64) to their UTF-8 text. */
  text: string;
}

export interface MailServer {
  url: string;
  received: ReceivedMail[];
  /** The next mail to `to` (waiting for it to arrive), by the order it came in. */
  next(to: string): Promise<ReceivedMail>;
  /** The link to `${appUrl}${path}/...` in the newest mail to `to`. */
  link(to: string, path: string): Promise<string>;
  close(): Promise<void>;
}

/** Quoted-printable as the UTF-8 it encodes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The raw message with each MIME part's body decoded by its Content-Transfer-Encoding
 * (nodemailer picks base64 for mostly non-Latin text such as Arabic, quoted-printable otherwise).
 */
function decodeParts(raw: string): string {
  return raw.split(/(^--\S+\r?$)/m).map((segment) => {
    const split = segment.search(/\r?\n\r?\n/);
    if (split < 0) return segment;
    const head = segment.slice(0, split);
    const body = segment.slice(split).replace(/^\r?\n\r?\n/, '');
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    const decoded = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
    return `${head}\r\n\r\n${decoded}`;
  }).join('');
}

/** A header's value, unfolded, with its RFC 2047 encoded words decoded. */
function headerValue(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
    (kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' '))));
}

/** A real SMTP server on loopback: the app's nodemailer talks SMTP to it. */
export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          raw,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: headerValue(raw, 'Subject'),
          text: decodeParts(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function next(to: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next,
    async link(to, path) {
      const mail = await next(to);
      const match = new RegExp(`https?://[^\\s"<]+${path}/([A-Za-z0-9_-]+)`).exec(mail.text);
      if (!match) throw new Error(`no ${path} link in the mail to ${to}`);
      return match[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
