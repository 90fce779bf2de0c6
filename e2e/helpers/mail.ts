import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const mailDir = () => process.env.E2E_MAIL_DIR!;

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * What `read` finds in the newest email the app sent to `to` over SMTP (e2e/serve.mjs files each
 * one), waiting up to 10 s. The file is read byte for byte (latin1): its parts say how to decode them.
 */
async function newestMail<T>(to: string, after: number, what: string, read: (raw: string) => T | undefined): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = readdirSync(mailDir()).filter((f) => f.includes(to.toLowerCase())).sort();
    const newest = files.filter((f) => Number(f.slice(0, 4)) > after).at(-1);
    const found = newest && read(readFileSync(path.join(mailDir(), newest), 'latin1'));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The path of the link (`/activate/...`, `/resetpassword/...`) in the newest email the app
 * sent to `to`, waiting up to 10 s for it.
 */
export function linkFromMail(to: string, linkPath: '/activate' | '/resetpassword' | '/not-me', after = 0): Promise<string> {
  return newestMail(to, after, linkPath, (raw) =>
    new RegExp(`https?://[^\\s"<]+(${linkPath}/[A-Za-z0-9_-]+)`).exec(decodeQuotedPrintable(raw))?.[1]);
}

export interface ReadMail {
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part. */
  html: string;
}

/** The newest email to `to` as its reader sees it: subject and parts decoded from their transfer encodings (UTF-8). */
export function readMail(to: string, after = 0): Promise<ReadMail> {
  return newestMail(to, after, 'any', (raw) => {
    const [head] = splitPart(raw);
    const parts = leafParts(raw);
    return {
      subject: decodeHeader(/^subject:\s*(.*)$/im.exec(head)?.[1] ?? ''),
      text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
      html: parts.find((part) => part.type === 'text/html')?.body ?? '',
    };
  });
}

/** Headers (unfolded) and body of a MIME entity. */
function splitPart(entity: string): [string, string] {
  const end = entity.search(/\r?\n\r?\n/);
  const head = entity.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  return [head, entity.slice(end).replace(/^\r?\n\r?\n/, '')];
}

/** The text parts of a (possibly multipart) MIME entity, decoded. */
function leafParts(entity: string): { type: string; body: string }[] {
  const [head, body] = splitPart(entity);
  const type = /^content-type:\s*([^;\s]+)/im.exec(head)?.[1].toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";\s]+)"?/i.exec(head)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body.split(`--${boundary}`).slice(1, -1).flatMap((part) => leafParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1].toLowerCase();
  const bytes = encoding === 'base64' ? Buffer.from(body, 'base64')
    : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body, 'latin1');
  return [{ type, body: bytes.toString('utf8') }];
}

/** A header's RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) decoded; the space between two of them is not text. */
function decodeHeader(value: string): string {
  return value.replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, '$1').replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    (kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64')
      : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1')).toString('utf8'));
}

/** How many mails have arrived so far (pass it as `after` to wait for a newer one). */
export function mailCount(): number {
  return readdirSync(mailDir()).length;
}
