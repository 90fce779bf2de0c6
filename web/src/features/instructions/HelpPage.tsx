import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { HelpIcon, type HelpIconName } from './HelpIcon';
import './help.css';
import { Icon, type IconName } from '../../ui/Icon';
import { ApiScopesDocument } from '../../gql/graphql';
import { DATE_STEP_MESSAGES } from '../../shared/date-steps';

const SECTIONS = [
  { id: 'help-getting-around', title: msg`Getting around` },
  { id: 'help-work', title: msg`Work: your day` },
  { id: 'help-offline', title: msg`Working offline` },
  { id: 'help-goals', title: msg`Goals` },
  { id: 'help-habits', title: msg`Habits` },
  { id: 'help-schedules', title: msg`Schedules and amounts` },
  { id: 'help-skips', title: msg`Skips, freezes and strength` },
  { id: 'help-vacations', title: msg`Vacations` },
  { id: 'help-clock', title: msg`Time zone and day start` },
  { id: 'help-language', title: msg`Your language` },
  { id: 'help-reminders', title: msg`Reminders` },
  { id: 'help-more', title: msg`Focus Goals and Progress` },
  { id: 'help-account', title: msg`Plans and Profile` },
  { id: 'help-security', title: msg`Signing in safely` },
  { id: 'help-data', title: msg`Import and export` },
  { id: 'help-api', title: msg`Access tokens and the API` },
  { id: 'help-build', title: msg`Build on Cairn` },
  { id: 'help-icons', title: msg`What the icons mean` },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** A legend row: the symbol as it appears on screen, then what it does. */
interface IconMeaning {
  symbol: { emoji: string } | { app: IconName } | { icon: HelpIconName };
  name: MessageDescriptor;
  meaning: MessageDescriptor;
}

const ICONS: { group: MessageDescriptor; items: IconMeaning[] }[] = [
  {
    group: msg`Sidebar`,
    items: [
      { symbol: { app: 'work' }, name: msg`Work`, meaning: msg`Your day: motivation, habits and tasks.` },
      { symbol: { app: 'goals' }, name: msg`Goals`, meaning: msg`The goals you are working towards.` },
      { symbol: { app: 'habits' }, name: msg`Habits`, meaning: msg`The habits that carry your goals.` },
      { symbol: { app: 'progress' }, name: msg`Progress`, meaning: msg`Your trends, streaks and goals by status.` },
      { symbol: { app: 'profile' }, name: msg`Profile`, meaning: msg`Your details, focus area and challenge.` },
      { symbol: { icon: 'sidebar' }, name: msg`Collapse sidebar`, meaning: msg`Folds the sidebar to its icons; press again to expand it.` },
    ],
  },
  {
    group: msg`Work`,
    items: [
      { symbol: { app: 'sparkle' }, name: msg`Daily Motivation`, meaning: msg`Today’s message for you.` },
      { symbol: { app: 'calendar' }, name: msg`Date Selection`, meaning: msg`The day you are working on.` },
      { symbol: { icon: 'chevron-down' }, name: msg`Collapse / Expand`, meaning: msg`Folds a block away under its title, or opens it again.` },
      { symbol: { icon: 'back-double' }, name: DATE_STEP_MESSAGES.name('back', 7), meaning: msg`A week earlier.` },
      { symbol: { icon: 'back' }, name: DATE_STEP_MESSAGES.name('back', 1), meaning: msg`The day before.` },
      { symbol: { icon: 'forward' }, name: DATE_STEP_MESSAGES.name('forward', 1), meaning: msg`The day after; greyed out on today.` },
      { symbol: { icon: 'forward-double' }, name: DATE_STEP_MESSAGES.name('forward', 7), meaning: msg`A week later; greyed out when that is past today.` },
      { symbol: { app: 'habits' }, name: msg`Habits`, meaning: msg`The habits block: tick the ones you did.` },
      { symbol: { app: 'check' }, name: msg`Tasks`, meaning: msg`The tasks block: your to-do list.` },
      { symbol: { icon: 'drag' }, name: msg`Drag handle`, meaning: msg`Drag the row to a new place in its list.` },
      { symbol: { icon: 'move-up' }, name: msg`Move up`, meaning: msg`Moves the row one place up.` },
      { symbol: { icon: 'move-down' }, name: msg`Move down`, meaning: msg`Moves the row one place down.` },
      { symbol: { icon: 'trash' }, name: msg`Delete / Remove`, meaning: msg`Deletes a task, or removes a habit or goal (you are asked first).` },
    ],
  },
  {
    group: msg`Goals and Habits`,
    items: [
      { symbol: { emoji: '✦' }, name: msg`AI suggestions`, meaning: msg`Goals or habits suggested for the category you chose.` },
      { symbol: { app: 'goals' }, name: msg`Your goal`, meaning: msg`On Habits: the goal you came from, which the suggestions support.` },
    ],
  },
];

/** /instructions (SPEC §2 Help page): how Cairn works, screen by screen, and what each icon means. */
export function HelpPage() {
  const { t } = useLingui();
  return (
    <div className="page help">
      <title>{t`Help · Cairn`}</title>
      <header className="help__header">
        <p className="page__eyebrow"><Trans>Help</Trans></p>
        <h1><Trans>How Cairn works</Trans></h1>
        <p className="help__lead">
          <Trans>
            Set goals in the areas of life that matter to you, back them with daily habits, get through
            your tasks, and watch it all add up. Here is what every screen does.
          </Trans>
        </p>
      </header>

      <div className="help__layout">
        <nav className="help__toc card" aria-labelledby="help-toc-title">
          <h2 id="help-toc-title" className="help__toc-title"><Trans>On this page</Trans></h2>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section.id}><a href={`#${section.id}`}>{t(section.title)}</a></li>
            ))}
          </ol>
        </nav>

        <div className="help__sections">
          <HelpSection id="help-getting-around">
            <p>
              <Trans>
                The sidebar on the left leads to each part of Cairn: <strong><Icon name="work" /> Work</strong>,{' '}
                <strong><Icon name="goals" /> Goals</strong>, <strong><Icon name="habits" /> Habits</strong>, <strong><Icon name="progress" /> Progress</strong> and{' '}
                <strong><Icon name="profile" /> Profile</strong>. Its arrow button folds it down to the icons; on a phone it
                starts folded and opens over the page.
              </Trans>
            </p>
            <p>
              <Trans>
                The bar at the top holds the theme picker (Nature, Ocean, Sunset or Lavender), the
                Light or dark picker and Log In or Logout. Each theme has a dark variant: on System
                (the default) Cairn is dark whenever your device is set to dark mode, and Light or Dark
                keeps it so on this device whatever the device says. New to Cairn? The tutorial banner walks you through it in 5 quick steps, and
                you can restart it from your Profile at any time.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-work">
            <p><Trans>Work is your home page once you are signed in. From top to bottom:</Trans></p>
            <dl className="help__blocks">
              <Block icon="sparkle" title={t`Daily Motivation`}>
                <Trans>
                  A short message written for your focus area and your biggest challenge, looking at how
                  your last week went. It changes once a day. If your profile has no focus area or
                  challenge yet, Work invites you to update your profile first.
                </Trans>
              </Block>
              <Block icon="calendar" title={t`Date Selection`}>
                <Trans>
                  The day you are working on. Go back 7 days or 1 day, forward 1 day or 7 days, or press
                  Today to come back. The forward buttons are greyed out when they would go past today.
                </Trans>
              </Block>
              <Block icon="habits" title={t`Habits`}>
                <Trans>
                  Two lists: <em>To Complete</em> and <em>Completed</em>. A habit is listed on the days its
                  schedule asks for it, and starts each of them as not done: tick it once you have done it
                  and it moves to Completed; untick it to undo. A habit with an amount takes a number
                  instead of a tick. Missed ticking one yesterday? Go back a day in Date Selection and
                  tick it there.
                </Trans>
              </Block>
              <Block icon="check" title={t`Tasks`}>
                <Trans>
                  Add a task with the form at the top of the block. Open tasks form one running to-do list,
                  shown on today under <em>To Complete</em>; a completed task is listed under the day you
                  completed it. <strong>Mark a task complete before you delete it</strong>, so it still
                  counts in your work trend on Progress: a task deleted while open never counts.
                </Trans>
              </Block>
            </dl>
            <p>
              <Trans>
                To change the order of your habits or open tasks, drag a row by its handle, or use its
                Move up and Move down buttons, which work from the keyboard too.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-offline">
            <p>
              <Trans>
                Cairn keeps working without a connection. Work, Habits, Goals and Progress open from what
                this browser last saw, and a quiet line at the top says <em>Offline — changes will sync</em>.
                Ticks, amounts, skips and tasks you add, complete, delete or reorder show at once and wait
                on this device (<em>3 changes waiting to sync</em>), through a reload or a restart of the
                browser. Once you are back online they are sent in the order you made them, even with
                Cairn closed where the browser can (Background Sync), and each takes effect once. Every
                screen is kept on this device shortly after Cairn first opens in it; a screen opened
                offline before then says <em>Not available offline yet</em> and opens once you are back online.
              </Trans>
            </p>
            <p>
              <Trans>
                A tick counts for the day on which you made it, however late it arrives. When two of your
                devices change the same habit on the same day, the change you made last wins, by the time
                you made it. A change the server cannot take, such as a task past your plan&apos;s limit
                or one about a task you deleted on another device, is shown as <em>Not synced</em> with
                the reason, and the rest still goes through. Waiting changes belong to you alone: if you
                sign out before they are sent, Cairn asks first, and someone else signing in on the same
                browser never sees them.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-goals">
            <ul className="help__list">
              <li>
                <Trans>
                  <strong>Category selector.</strong> Choose Career, Family, Finance, Fun, Health,
                  Relationship, Self-Development or Spiritual to narrow the page down, or All to see everything.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>My goals.</strong> Each goal shows its status: New, In Progress, Stuck or
                  Complete. Press the one that fits; it is saved at once, and you can switch back any time.
                </Trans>
              </li>
              <li><Trans><strong>Create your own goal.</strong> Name it, add a description if you like, and pick its category.</Trans></li>
              <li><Trans><strong>AI suggestions.</strong> Goals suggested for the category, five at a time; Show More brings five more.</Trans></li>
              <li>
                <Trans>
                  <strong>Popular goals.</strong> Press Add Goal to take one on; goals you already have
                  read Added. After adding a goal you can go straight on to habits that support it.
                </Trans>
              </li>
            </ul>
            <p className="help__tip">
              <Trans>
                A goal you will reach is specific and measurable, has a deadline, and is broken into smaller milestones.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-habits">
            <p>
              <Trans>
                Habits works like Goals: your habits, a form to create your own, AI suggestions and
                popular habits with Add Habit. Habits have one more category, Essential, for the basics
                of a good day. When you create a habit while All is selected, choose its category in the
                form. Coming from a goal, the page shows <strong><Icon name="goals" /> that goal</strong> and suggests habits
                to carry it. A habit you add starts out daily; its <strong>Edit schedule</strong> button on
                the Habits page changes how often it is due, what counts as done and its freezes. Each habit
                card shows its schedule, streaks, strength and the freezes spent.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-schedules">
            <ul className="help__list">
              <li><Trans><strong>Every day.</strong> The habit is on Work every day.</Trans></li>
              <li>
                <Trans>
                  <strong>On chosen days of the week.</strong> Pick the weekdays (say Monday, Wednesday and
                  Friday); on the other days it is not asked for and does not count against you.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>A number of times per period.</strong> For example 3 times a week or 10 times a
                  month. A week starts on the first day of your week (your language&apos;s, or the one you
                  pick in your Profile) and a month is the calendar month. The habit stays on
                  Work until the period&apos;s count is reached, then reads done for the period. Days on
                  vacation and skipped days lower the count asked, rounded up.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>Amounts.</strong> Under <em>What counts as done</em>, give a habit a unit and a
                  target: at least 8 glasses of water, or at most 2 coffees. On Work you enter the amount of
                  the day (up to three decimals); the day counts as done when the amount meets the target.
                  Changing the target judges earlier amounts by the new target.
                </Trans>
              </li>
            </ul>
          </HelpSection>

          <HelpSection id="help-skips">
            <ul className="help__list">
              <li>
                <Trans>
                  <strong>Skip.</strong> On a day a habit is due you can press Skip instead of ticking it;
                  Undo skip takes it back. A skipped day neither breaks nor extends your streak, and it is
                  left out of your strength and consistency.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>Freezes.</strong> Each habit can have up to 31 freezes per calendar month, set in
                  its schedule as <em>Freezes per month</em>. When you miss a due day while on a streak, a
                  freeze is spent for you, oldest miss first: the streak survives without growing. Unused
                  freezes do not carry over to the next month. A frozen day still counts as missed for
                  strength and consistency.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>Strength.</strong> A score from 0 to 100% that rises with every occasion you keep
                  and falls with every one you miss, weighted towards recent ones, so one miss after months
                  of practice costs a little, not everything. An occasion is a due day, or for a habit of a
                  number of times a period, each time asked (the running week&apos;s ticks count as you make
                  them). Habits asked for less often weigh each occasion more. Skips, vacations and days not
                  due leave it unchanged.
                </Trans>
              </li>
            </ul>
          </HelpSection>

          <HelpSection id="help-vacations">
            <p>
              <Trans>
                Add a vacation in your <Link to="/profile">Profile</Link>: a first and a last day, both
                included. On those days nothing is due, streaks pass through intact, strength does not
                move and no reminders are sent. Vacations may not overlap each other; remove one you no
                longer need.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-clock">
            <p>
              <Trans>
                Your day is your own calendar day, in the time zone set in your{' '}
                <Link to="/profile">Profile</Link>. If you are up late, set your <strong>day start</strong>{' '}
                to any hour from midnight to 5 a.m.: with a 3 a.m. start, a habit ticked at 1:30 at night
                counts for the day before. Travelling? Change the time zone when you arrive; the days you
                already kept stay as they are.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-language">
            <p>
              <Trans>
                Cairn speaks English, German, Spanish and Arabic. It starts in your browser&apos;s
                language; choose another in your <Link to="/profile">Profile</Link> under Language (or
                while you register). Your account keeps it on every device, and your emails and
                notifications come in it too. Dates and numbers are written your language&apos;s way, and
                your week starts on its first day unless you pick another under Your week.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-reminders">
            <p>
              <Trans>
                Set reminder times for a habit on the <Link to="/habits">Habits</Link> page. A reminder is
                sent only on days the habit is due and not yet done, and never on vacation. In your Profile
                choose how reminders reach you: browser notifications (on each browser where you allow
                them) and e-mail. You can also ask for a <strong>daily summary</strong> of your day at a time
                you choose, or none.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-more">
            <p>
              <Trans>
                <Link to="/focus">Focus Goals</Link> lists popular goals for each of your focus areas;
                press a goal to add it. <Link to="/progress">Progress</Link> shows your work trend (tasks
                completed each day), habit consistency, your streaks and your goals by status.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-account">
            <p>
              <Trans>
                <strong>Free</strong> holds 5 goals, 5 habits and 10 open tasks at a time, with one week
                of trends. <strong>Unlimited</strong>, $2.99 a month, lifts those limits and shows all of
                your trends. Change plans on the <Link to="/plans">Plans</Link> page; going back to Free
                keeps everything you have.
              </Trans>
            </p>
            <p>
              <Trans>
                Your <strong>Profile</strong> holds your username, password, focus area and biggest
                challenge. It is also where you restart the tutorial or delete your profile.
              </Trans>
            </p>
            <p>
              <Trans>
                A <strong>passkey</strong> signs you in with your fingerprint, face or screen lock instead of
                a password, and cannot be phished. Add one (or several, one per device) in{' '}
                <Link to="/profile">Profile → Passkeys</Link>, then choose <em>Sign in with a passkey</em> on
                the login page, or pick it from the email field&apos;s suggestions. You can also register
                with a passkey instead of a password. New passwords must be hard to guess: the meter under
                the password field shows how strong yours is, and why a weak one is refused.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-security">
            <p>
              <Trans>
                In <Link to="/profile">Profile</Link>, turn on <strong>two-step sign-in</strong>: scan the QR code with
                an authenticator app (or type its key) and enter the code it shows. From then on, Cairn asks for a
                code from the app after your password. You get ten <strong>recovery codes</strong>, shown once: each
                works once in place of a code, for the day your phone is not at hand.
              </Trans>
            </p>
            <p>
              <Trans>
                <strong>Devices signed in</strong> lists every browser signed in to your account, with where it last
                came from; sign out any of them, or every one but this. <strong>Security activity</strong> lists
                sign-ins from new devices and every change to how you sign in. We email you about each: if it was
                not you, the email&apos;s <em>This wasn&apos;t me</em> link signs out every device and sends you a link to
                choose a new password. Changing your password, turning two-step sign-in off or making an access token
                asks for your password again if you last gave it more than 10 minutes ago.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-data">
            <p>
              <Trans>
                Your data is yours. In <Link to="/profile">Profile → Your data</Link>, download everything as
                a Cairn JSON file, or your habits as a Loop Habit Tracker CSV zip. To bring your history in, choose
                or drop a Cairn JSON export, a Loop Habit Tracker export (CSV zip or backup) or Habitica&apos;s
                data export (files up to 50 MB). You first see
                a preview of what will be imported and choose which habits to take; nothing changes until
                you press Import.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-api">
            <p>
              <Trans>
                Scripts and other apps (a home dashboard, a shortcut on your phone) can use Cairn as you.
                Make them a <strong>personal access token</strong> in{' '}
                <Link to="/profile/tokens">Profile → Access tokens</Link>: a <em>read</em> token can look,
                a <em>write</em> token can also tick habits and add tasks. You see the token once; revoke it
                there when you no longer need it. Tokens cannot change your password, delete your account,
                pay, or see, make or revoke tokens.
              </Trans>
            </p>
            <pre className="help__code" tabIndex={0} aria-label={t`Example: a GraphQL request with a token`} translate="no"><code>{`curl https://your-cairn/graphql \
  -H "Authorization: Bearer cairn_pat_…" \
  -H "Content-Type: application/json" \
  -d '{"query":"{ me { username } myGoals { status item { text } } }"}'`}</code></pre>
            <p>
              <Trans>
                The same token works on the REST calls under <code>/api</code>, described in the{' '}
                <a href="/api/docs">REST reference</a>, and on the GraphQL API at <code>/graphql</code>,
                where you can also subscribe (over WebSocket, the graphql-ws protocol) to changes of your
                day, your goals and your profile. Each token may make 600 requests a minute: answers say
                how many are left in <code>RateLimit-Remaining</code>, and GraphQL answers say what a query
                cost in <code>extensions.cost</code>.
              </Trans>
            </p>
            <p>
              <Trans>
                A web page on another site may call Cairn with a token too: its requests are allowed
                across sites as long as they carry the token and not your sign-in, which works only on
                Cairn itself.
              </Trans>
            </p>
            <p>
              <Trans>
                Rather than asking, an app can be told: in <Link to="/profile">Profile → Webhooks</Link> add
                an HTTPS address and choose its events (a habit&apos;s day, a task or a goal changed, an
                import finished). Cairn POSTs each one as JSON, signed in the <code>Cairn-Signature</code>{' '}
                header with the secret shown when you add it, and tries again for 24 hours when it
                fails; an address that fails all that time is disabled and you get an email.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-build">
            <p>
              <Trans>
                An app can act for other people without asking for a token: it sends them to Cairn, they
                see what it asks for and say yes or no, and the app gets its own access, which they can
                take back at any time in <Link to="/profile/apps">Profile → Apps</Link>. This is OAuth 2.1
                with OpenID Connect, so standard libraries (openid-client, AppAuth, Auth.js…) work as they are.
              </Trans>
            </p>
            <ol>
              <li><Trans>Register your app in <Link to="/profile/apps">Profile → Apps</Link>: its name, its redirect URIs, and whether it runs on a server that can keep a secret.</Trans></li>
              <li><Trans>Point your library at <code>/oauth/.well-known/openid-configuration</code>. Use the authorization code flow with PKCE (S256); a server app also sends its secret.</Trans></li>
              <li><Trans>Call <code>/graphql</code> and <code>/api</code> with <code>Authorization: Bearer</code> and the access token. It lasts an hour; the refresh token gets a new pair and is itself replaced each time. A refresh token used twice ends the app&apos;s access.</Trans></li>
            </ol>
            <p><Trans>What an app may ask for, in the words people see:</Trans></p>
            <ScopeList />
            <p>
              <Trans>
                Outside its scopes an app is refused with 403 and the scope it lacks. Every answer carries
                <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>.
                A web page on another site may call the API with the app&apos;s token; the API document is
                the <a href="/api/docs">REST reference</a>.
              </Trans>
            </p>
          </HelpSection>

          <HelpSection id="help-icons">
            {ICONS.map((group) => (
              <div key={group.group.id} className="help__legend-group">
                <h3 className="help__legend-title">{t(group.group)}</h3>
                <dl className="help__legend">
                  {group.items.map((item) => (
                    <div key={`${group.group.id}-${item.name.id}-${item.meaning.id}`} className="help__legend-row">
                      <dt>
                        <span className="help__symbol" aria-hidden="true">
                          {'emoji' in item.symbol ? item.symbol.emoji : 'app' in item.symbol ? <Icon name={item.symbol.app} /> : <HelpIcon name={item.symbol.icon} />}
                        </span>
                        {t(item.name)}
                      </dt>
                      <dd>{t(item.meaning)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </HelpSection>
        </div>
      </div>
    </div>
  );
}

function HelpSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useLingui();
  const title = SECTIONS.find((section) => section.id === id)!.title;
  return (
    <section id={id} className="card help__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="help__section-title">{t(title)}</h2>
      {children}
    </section>
  );
}

/** The scopes an app may ask for, as the server words them on the consent screen. */
function ScopeList() {
  const { data, error } = useQuery(ApiScopesDocument);
  if (error) return <p><Trans>The list of scopes could not be loaded.</Trans></p>;
  if (!data) return <p role="status"><Trans>Loading the scopes…</Trans></p>;
  return (
    <dl className="help__legend">
      {data.apiScopes.map(({ scope, words }) => (
        <div key={scope} className="help__legend-row"><dt><code translate="no">{scope}</code></dt><dd>{words}</dd></div>
      ))}
    </dl>
  );
}

function Block({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="help__block">
      <dt><Icon name={icon} /> {title}</dt>
      <dd>{children}</dd>
    </div>
  );
}
