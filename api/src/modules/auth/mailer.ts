import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../shared/logger';
import { htmlLanguage } from '../../shared/i18n/languages';
import { type Catalog, translate } from '../../shared/i18n/messages';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged when there is no SMTP server. */
  link: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends through SMTP_URL; without it, writes each mail and its link to the log. */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(mail) {
        logger.info({ to: mail.to, subject: mail.subject, link: mail.link }, `email (no SMTP_URL set): ${mail.subject} -> ${mail.link}`);
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TEXTS: Catalog<'pasteLink'> = {
  en: { pasteLink: 'Or paste this link into your browser: {link}' },
  de: { pasteLink: 'Oder kopiere diesen Link in deinen Browser: {link}' },
  es: { pasteLink: 'O copia este enlace en tu navegador: {link}' },
  ar: { pasteLink: 'أو انسخ هذا الرابط والصقه في متصفحك: {link}' },
};

/** A short plain mail with one button-like link, in both text and HTML, in `locale`'s language (the texts come translated). */
export function linkMail(to: string, locale: string, subject: string, lines: string[], action: string, link: string): Mail {
  const paragraphs = lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  return {
    to,
    subject,
    link,
    text: `${lines.join('\n\n')}\n\n${action}: ${link}\n`,
    html: `<div ${htmlLanguage(locale)} style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2a24;max-width:520px">${paragraphs}`
      + `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f6b4f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>`
      + `<p style="font-size:13px;color:#5b6660">${escapeHtml(translate(TEXTS, locale, 'pasteLink', { link }))}</p></div>`,
  };
}
