import express, { Router, type Express, type Request } from 'express';
import { requireUser } from '../../http/auth';
import { recordId } from '../../shared/ids';
import type { Services } from '../../shared/context';
import { dayHabitJson } from '../habits/habits.rest';
import { translate } from '../../shared/i18n/messages';
import { unsubscribePage as page } from './unsubscribe-page';
import { UNSUBSCRIBE_PAGE_TEXTS, type UnsubscribePageText } from './reminder-texts';

/** The service worker's notification actions: "Done" and "Snooze 1 h" (cookie session, JSON). */
export function remindersRoutes(services: Services): Router {
  const router = Router();
  const { reminders } = services;

  router.post('/reminders/done', async (req, res) => {
    const day = await reminders.markDone(requireUser(req), recordId(req.body?.habit, 'Habit'), req.body?.day);
    res.json(dayHabitJson(day));
  });

  router.post('/reminders/snooze', async (req, res) => {
    const snoozed = await reminders.snooze(requireUser(req), recordId(req.body?.reminder, 'Reminder'), req.body?.day);
    res.status(201).json({ _id: snoozed.id, dueAt: snoozed.dueAt.toISOString() });
  });
  return router;
}

/**
 * The emailed one-click unsubscribe link (no sign-in): GET shows a button, POST (the button, or a
 * mail client's RFC 8058 one-click "List-Unsubscribe=One-Click") turns reminder emails off. The
 * signed token can do nothing else. Outside /api: it answers pages, and takes form posts.
 */
export function unsubscribePages(router: Express, services: Services): void {
  // In the language of the user the link belongs to; a link that is not valid speaks the request's.
  const textsFor = async (req: Request) => {
    const locale = await services.reminders.unsubscribeLocale(req.params.token) ?? req.locale ?? 'en';
    return { locale, text: (key: UnsubscribePageText) => translate(UNSUBSCRIBE_PAGE_TEXTS, locale, key) };
  };
  router.get('/unsubscribe/:token', async (req, res) => {
    const { locale, text } = await textsFor(req);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(page(locale, text('askTitle'),
      `<p>${text('askBody')}</p><form method="post"><button type="submit" class="btn">${text('stopButton')}</button></form>`));
  });
  router.post('/unsubscribe/:token', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const { locale, text } = await textsFor(req);
    const done = await services.reminders.unsubscribeEmail(req.params.token);
    const profile = `<a class="btn" href="/profile">${text('openProfile')}</a>`;
    res.setHeader('Cache-Control', 'no-store');
    res.status(done ? 200 : 400).type('html').send(done
      ? page(locale, text('doneTitle'), `<p>${text('doneBody')}</p>${profile}`)
      : page(locale, text('invalidTitle'), `<p>${text('invalidBody')}</p>${profile}`));
  });
}
