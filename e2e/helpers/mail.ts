import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const mailDir = () => process.env.E2E_MAIL_DIR!;

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The path of the link (`/activate/...`, `/resetpassword/...`) in the newest email the app
 * sent to `to` over SMTP (e2e/serve.mjs files each one), waiting up to 10 s for it.
 */
export async function linkFromMail(to: string, linkPath: '/activate' | '/resetpassword' | '/not-me', after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = readdirSync(mailDir()).filter((f) => f.includes(to.toLowerCase())).sort();
    const newest = files.filter((f) => Number(f.slice(0, 4)) > after).at(-1);
    if (newest) {
      const text = decodeQuotedPrintable(readFileSync(path.join(mailDir(), newest), 'utf8'));
      const match = new RegExp(`https?://[^\\s"<]+(${linkPath}/[A-Za-z0-9_-]+)`).exec(text);
      if (match) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no ${linkPath} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many mails have arrived so far (pass it as `after` to wait for a newer one). */
export function mailCount(): number {
  return readdirSync(mailDir()).length;
}
