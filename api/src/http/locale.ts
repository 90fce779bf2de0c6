import type { RequestHandler } from 'express';
import { negotiateLocale } from '../shared/i18n/languages';

/**
 * The locale a request is answered in (issue 29): the first language of its Accept-Language that
 * Cairn speaks. The web names the user's locale in every request; a client that sends no
 * Accept-Language (or none Cairn speaks) gets English, as before.
 */
export function requestLocale(): RequestHandler {
  return (req, _res, next) => {
    req.locale = negotiateLocale(req.get('accept-language')) ?? 'en';
    next();
  };
}
