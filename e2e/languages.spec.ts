import { expect, test } from '@playwright/test';
import { MAIL_TEXTS, type MailText } from '../api/src/modules/auth/auth-mails';
import { REMINDER_TEXTS, type ReminderText } from '../api/src/modules/reminders/reminder-texts';
import { translate } from '../api/src/shared/i18n/messages';
import { type FakePushService, startFakePushService } from '../api/test/fake-push-service';
import { newAccount } from './helpers/accounts';
import { expectNoAxeViolations, openSettled } from './helpers/axe';
import { skipTutorial } from './helpers/goals';
import { type CatalogLanguage, translator } from './helpers/i18n';
import { linkFromMail, mailCount, readMail } from './helpers/mail';
import { showPush, usePushService } from './helpers/push';

// Issue 29: the whole journey of a new user whose browser speaks German or Arabic, from the
// registration wizard to a reminder by push and email, a ticked habit and its Progress, with the
// names of every control read from the web's catalogs and the emails and the notification
// compared with the server's. The server allows 10 registrations an hour from one address: this
// file makes 2.
//
// It runs in the full Chromium (playwright.config.ts's `notifications` project): the headless
// shell has no notifications at all, so it could not show the reminder.

interface Journey {
  locale: string;
  language: CatalogLanguage;
  dir: 'ltr' | 'rtl';
  /** Words a reader of the language expects, written here so that the test reads as the page does. */
  next: string;
  mailWord: RegExp;
  /** The push notification's "Done" button. */
  doneWord: string;
  /** The habit the user writes, in their language. */
  habit: string;
  /** Digits as the locale writes them. */
  digits: RegExp;
  /** The first day of the locale's week, as Profile names it. */
  firstDay: string;
}

const JOURNEYS: Journey[] = [
  { locale: 'de-DE', language: 'de', dir: 'ltr', next: 'Weiter', mailWord: /Konto aktivieren/, doneWord: 'Erledigt', habit: 'Zehn Minuten lesen', digits: /^[0-9]+\s%$/, firstDay: 'Montag' },
  { locale: 'ar-EG', language: 'ar', dir: 'rtl', next: 'التالي', mailWord: /تفعيل الحساب/, doneWord: 'تم', habit: 'القراءة عشر دقائق', digits: /^[٠-٩]+٪/, firstDay: 'السبت' },
];

for (const journey of JOURNEYS) {
  test.describe(`in ${journey.locale}`, () => {
    test.use({ locale: journey.locale, reducedMotion: 'reduce', serviceWorkers: 'allow', permissions: ['notifications'] });
    let pushService: FakePushService;
    test.beforeEach(async () => { pushService = await startFakePushService(); });
    test.afterEach(() => pushService.close());

    test('a visitor registers, activates from the email, signs in, is reminded by push and email, ticks a habit and reads Progress', async ({ page }) => {
      // The reminder comes at the next minute of the clock: up to two minutes' wait.
      test.setTimeout(240_000);
      const { locale, dir } = journey;
      const t = await translator(journey.language);
      const account = newAccount(`lang-${journey.language}`);
      await usePushService(page, pushService);

      // The browser's language on the first visit.
      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByText(t('Step {step} of {last}', { values: { step: 1, last: 4 } }), { exact: true })).toBeVisible();
      const next = page.getByRole('button', { name: t('Next'), exact: true });
      await expect(next).toHaveText(journey.next);

      // The four steps, by the catalog's names.
      await next.click();
      await expect(page.getByRole('alert')).toHaveText(t('Select an area you want to focus on'));
      await page.getByRole('radio', { name: t('Self-Development', { context: 'life category' }) }).check();
      await next.click();
      await page.getByRole('checkbox', { name: t('Procrastinate', { context: 'challenge' }) }).check();
      await page.getByRole('checkbox', { name: t('No Time', { context: 'challenge' }) }).check();
      await next.click();
      await expect(page.getByRole('radio', { name: new RegExp(`^${t('Free', { context: 'plan name' })}`) })).toBeChecked();
      await next.click();
      await expect(page.getByRole('progressbar', { name: t('Registration progress') })).toHaveAttribute('aria-valuenow', '4');
      await page.getByLabel(t('Username')).fill(account.username);
      await page.getByLabel(t('Email')).fill(account.email);
      await page.getByLabel(t('Password')).fill(account.password);
      const before = mailCount();
      await page.getByRole('button', { name: t('Register'), exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(t('Registration success - Check your email for activation link.'));

      // The activation email, in the language the wizard spoke.
      const mail = await readMail(account.email, before);
      const said = (key: MailText) => translate(MAIL_TEXTS, locale, key, { name: account.username });
      expect(mail.subject).toBe(said('activateSubject'));
      for (const key of ['greeting', 'activateWelcome', 'activateExpiry', 'activateAction'] as const) expect(mail.text).toContain(said(key));
      expect(mail.text).toMatch(journey.mailWord);
      expect(mail.html).toContain(`lang="${locale}" dir="${dir}"`);

      await page.goto(await linkFromMail(account.email, '/activate', before));
      await expect(page.getByRole('heading', { level: 1, name: t('Account Activation') })).toBeVisible();
      await page.getByRole('button', { name: t('Activate Account') }).click();
      await expect(page.getByRole('status')).toHaveText(t('Your account has been successfully activated'));
      await page.getByRole('link', { name: t('Go to Login') }).click();

      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel(t('Email')).fill(account.email);
      await page.getByLabel(t('Password')).fill(account.password);
      await page.getByRole('button', { name: t('Sign In'), exact: true }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: t('Work') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await skipTutorial(page);

      // Profile: the week starts where the locale's weeks start, and reminders come by push and email.
      await openSettled(page, '/profile');
      const week = page.getByRole('region', { name: t('Your week') });
      const firstDay = week.getByLabel(t('First day of the week'));
      await expect(firstDay).toHaveValue('locale');
      await expect(firstDay.locator('option:checked')).toHaveText(t('Follow my language ({localeDayName})', { values: { localeDayName: journey.firstDay } }));
      const reminders = page.getByRole('region', { name: t('Reminders'), exact: true });
      for (const channel of [t('Browser notifications'), t('E-mail')]) {
        // Checked once saved: the box follows the server's answer.
        await reminders.getByRole('checkbox', { name: channel }).click();
        await expect(reminders.getByRole('checkbox', { name: channel })).toBeChecked();
      }

      // A habit of their own, written in their language.
      await openSettled(page, '/habits');
      const create = page.getByRole('region', { name: t('Create your own habit') });
      await create.getByLabel(t('Your habit')).fill(journey.habit);
      await create.getByLabel(t('Category')).selectOption({ label: t('Health', { context: 'life category' }) });
      await create.getByRole('button', { name: t('Create Habit') }).click();
      await expect(page.getByRole('list', { name: t('My habits') }).getByRole('article', { name: journey.habit })).toBeVisible();

      // Reminded at the next minute (the one after, when this one is nearly over), by push and by email.
      await page.getByRole('button', { name: t('Edit schedule of {name}', { values: { name: journey.habit } }) }).click();
      const schedule = page.getByRole('dialog', { name: t('Edit schedule') });
      await schedule.getByRole('button', { name: t('Add a reminder time') }).click();
      await expect(schedule.getByText(t('Reminder times saved.'))).toBeVisible();
      const time = await page.evaluate(() => new Date(Date.now() + (new Date().getSeconds() < 45 ? 60_000 : 120_000)).toTimeString().slice(0, 5));
      const mailsBefore = mailCount();
      const field = schedule.getByLabel(t('Reminder time {position}', { values: { position: 1 } }), { exact: true });
      await field.fill(time);
      const saved = page.waitForResponse((response) => (response.request().postData() ?? '').includes('"operationName":"SetHabitReminderTimes"') && response.ok());
      await field.blur();
      await saved;
      await expect(schedule.getByRole('button', { name: t('Remove reminder time {which}', { values: { which: time } }) })).toBeEnabled();
      await page.keyboard.press('Escape');
      await expect(schedule).toBeHidden();
      const reminded = (key: ReminderText) => translate(REMINDER_TEXTS, locale, key, { habit: journey.habit });
      const [message] = await pushService.waitFor(1, 180_000);
      const [notification] = await showPush(page, message);
      expect(notification).toEqual({ title: journey.habit, body: reminded('habitPush'), actions: [reminded('pushDone'), reminded('pushSnooze')] });
      expect(notification.actions[0]).toBe(journey.doneWord);
      const reminderMail = await readMail(account.email, mailsBefore);
      expect(reminderMail.subject).toBe(reminded('habitSubject'));
      expect(reminderMail.text).toContain(reminded('habitLine'));

      // Ticked on Work.
      await openSettled(page, '/workspace');
      await page.getByRole('list', { name: t('Habits to complete') }).getByRole('checkbox', { name: journey.habit }).click();
      const done = page.getByRole('list', { name: t('Completed habits') }).getByRole('checkbox', { name: journey.habit });
      await expect(done).toBeChecked();
      await expectNoAxeViolations(page, `/workspace in ${locale}`);

      // Progress: its words, and its numbers as the locale writes them.
      await openSettled(page, '/progress');
      await expect(page.getByRole('heading', { level: 1, name: t('Progress') })).toBeVisible();
      const consistency = page.locator('.progress-stat').filter({ has: page.getByText(t('Consistency'), { exact: true }) });
      await expect(consistency.locator('.progress-stat__value')).toHaveText(journey.digits);
      await expect(consistency.locator('.progress-stat__note')).toHaveText(t('of habit-days done'));
      await expectNoAxeViolations(page, `/progress in ${locale}`);

      // Right to left, the frame is mirrored: the sidebar on the right, its chevron turned round.
      const sidebar = await page.getByRole('complementary', { name: t('Sidebar') }).boundingBox();
      const main = await page.getByRole('main').boundingBox();
      if (dir === 'rtl') expect(sidebar!.x).toBeGreaterThanOrEqual(main!.x + main!.width - 1);
      else expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(main!.x + 1);
      await expect(page.locator('.sidebar__chevron')).toHaveCSS('scale', dir === 'rtl' ? '-1 1' : 'none');

    });
  });
}
