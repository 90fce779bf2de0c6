import express, { Router, type Express } from 'express';
import { requireUser } from '../../http/auth';
import { recordId } from '../../shared/ids';
import type { Services } from '../../shared/context';
import { dayHabitJson } from '../habits/habits.rest';
import { unsubscribePage as page } from './unsubscribe-page';

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
  router.get('/unsubscribe/:token', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(page('Stop reminder emails?',
      '<p>Cairn will stop emailing you reminders. Push notifications and your habits stay as they are.</p>'
      + '<form method="post"><button type="submit" class="btn">Stop reminder emails</button></form>'));
  });
  router.post('/unsubscribe/:token', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const done = await services.reminders.unsubscribeEmail(req.params.token);
    res.setHeader('Cache-Control', 'no-store');
    res.status(done ? 200 : 400).type('html').send(done
      ? page('Reminder emails stopped', '<p>You will get no more reminder emails. You can turn them back on in your Profile.</p><a class="btn" href="/profile">Open Profile</a>')
      : page('This link is not valid', '<p>Open Profile in Cairn to change your reminder emails.</p><a class="btn" href="/profile">Open Profile</a>'));
  });
}
