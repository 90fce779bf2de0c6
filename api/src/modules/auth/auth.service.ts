import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { purgePerUser, userIdsOf } from '../../db/purge-per-user';
import type { Config } from '../../config';
import { AppError, badInput } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limit';
import type { SessionsService } from '../sessions/sessions.service';
import { Plan, User } from '../users/user.entity';
import { assertLocale } from '../users/users.service';
import { EmailToken, EmailTokenHash, type EmailTokenPurpose } from './email-token.entity';
import type { GoogleVerifier } from './google';
import { linkMail, type Mailer } from './mailer';
import { MAIL_TEXTS, type MailText } from './auth-mails';
import { translate } from '../../shared/i18n/messages';
import { assertStrongPassword, hashPassword, verifyPassword } from '../users/passwords';
import { findUserByEmail, findUserByGoogleSubject, insertUserLookups, isEmailTaken, linkGoogleSubject } from '../users/user-lookups';
import type { RegisterInput } from './auth.types';
import { assertTimeZone } from '../../shared/time/days';
import type { EventBus } from '../../shared/events';
import type { SessionControl } from '../../shared/context';
import type { Requester, TwoStepService } from './two-step.service';
import { authText } from './auth.messages';

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = { activate: 48 * HOUR_MS, reset: HOUR_MS, not_me: 7 * 24 * HOUR_MS };

export const LIMITS = {
  loginFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { max: 50, windowSeconds: 15 * 60 },
  registrationsPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetRequestsPerIp: { max: 10, windowSeconds: 60 * 60 },
  activationMailsPerAccount: { max: 3, windowSeconds: 60 * 60 },
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new email token and its hash's lookup, in one statement (so in one transaction, whoever calls). */
function issueTokenSql(db: DataSource): string {
  const t = sqlTable(db, EmailToken);
  const h = sqlTable(db, EmailTokenHash);
  return `WITH token AS (
         INSERT INTO ${t.table} (${t.col.userId}, ${t.col.purpose}, ${t.col.expiresAt}) VALUES ($1, $2, $3) RETURNING ${t.col.userId} AS user_id, ${t.col.id} AS id
       )
       INSERT INTO ${h.table} (${h.col.tokenHash}, ${h.col.userId}, ${h.col.emailTokenId}) SELECT $4, user_id, id FROM token`;
}

/** Uses a live email token found by its hash (through the hashes' lookup, to the token's user and id), answering its user. */
function consumeTokenSql(db: DataSource): string {
  const t = sqlTable(db, EmailToken, 't');
  const h = sqlTable(db, EmailTokenHash, 'h');
  return `UPDATE ${t.from} SET ${t.col.usedAt} = now() FROM ${h.from}
           WHERE ${h.c.tokenHash} = $1 AND ${t.c.userId} = ${h.c.userId} AND ${t.c.id} = ${h.c.emailTokenId}
             AND ${t.c.purpose} = $2 AND ${t.c.usedAt} IS NULL AND ${t.c.expiresAt} > now()
       RETURNING ${t.c.userId} AS user_id`;
}

/**
 * The hourly purge's statements: the users of the first tokens a day past their expiry (through
 * email_tokens_expires_at_idx), then one user's such tokens with their hashes' lookups.
 */
function purgeTokensSql(db: DataSource) {
  const t = sqlTable(db, EmailToken);
  const h = sqlTable(db, EmailTokenHash);
  const spent = `${t.col.expiresAt} < now() - interval '1 day'`;
  return {
    usersOfSpent: `SELECT ${t.col.userId} AS user_id FROM ${t.table} WHERE ${spent} ORDER BY ${t.col.expiresAt} LIMIT $1`,
    purgeUser: `WITH gone AS (DELETE FROM ${t.table} WHERE ${t.col.userId} = $1 AND ${spent} RETURNING ${t.col.id} AS id),
         lookups AS (DELETE FROM ${h.table} WHERE ${h.col.userId} = $1 AND ${h.col.emailTokenId} IN (SELECT id FROM gone))
       SELECT count(*)::int AS deleted FROM gone`,
    dropLookupsOfUser: `DELETE FROM ${h.table} WHERE ${h.col.userId} = $1`,
  };
}

/** True when the account is on Unlimited without a live subscription: send it to checkout. */
export function paymentRequired(user: User): boolean {
  return user.plan === Plan.UNLIMITED && !user.stripeSubscriptionId;
}

/** A passkey made at sign-up instead of a password: saved with the new account, in its transaction. */
export interface SignUpPasskey {
  /** The new account's id, chosen before the passkey was made (it is the passkey's user handle). */
  userId: string;
  save(manager: EntityManager): Promise<void>;
}

/** Registration, activation, sign-in and password reset. Signing in and out is the caller's (see SessionControl). */
export class AuthService {
  private issueText?: string;
  private consumeText?: string;
  private purgeText?: ReturnType<typeof purgeTokensSql>;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    readonly google: GoogleVerifier,
    private readonly sessions: SessionsService,
    private readonly events: EventBus,
    readonly twoStep: TwoStepService,
  ) {
    // The account's tokens go by cascade; their hashes' lookups are deleted here (no cascade under Citus).
    events.on('accountDeleting', ({ db, userId }) => db.query(this.purgeSql.dropLookupsOfUser, [userId]));
  }

  private get purgeSql(): ReturnType<typeof purgeTokensSql> {
    this.purgeText ??= purgeTokensSql(this.db);
    return this.purgeText;
  }

  get googleClientId(): string | undefined {
    return this.config.googleClientId;
  }

  private users() {
    return this.db.getRepository(User);
  }

  findByEmail(email: string): Promise<User | null> {
    return findUserByEmail(this.db, email);
  }

  /** A fresh single-use token: only its hash is stored; the token itself goes in the mail. */
  async issueToken(userId: string, purpose: EmailTokenPurpose, db: Pick<EntityManager, 'query'> = this.db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    this.issueText ??= issueTokenSql(this.db);
    await db.query(this.issueText, [userId, purpose, new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]), sha256(token)]);
    return token;
  }

  /** Marks a live token used and answers its user id; null when unknown, used or expired. */
  async consumeToken(token: string, purpose: EmailTokenPurpose): Promise<string | null> {
    this.consumeText ??= consumeTokenSql(this.db);
    const [rows]: [Array<{ user_id: string }>, number] = await this.db.query(this.consumeText, [sha256(token), purpose]);
    return rows[0]?.user_id ?? null;
  }

  private async sendActivation(user: User): Promise<void> {
    const token = await this.issueToken(user.id, 'activate');
    const text = (key: MailText) => translate(MAIL_TEXTS, user.locale, key, { name: user.username });
    await this.mailer.send(linkMail(user.email, user.locale, text('activateSubject'), [
      text('greeting'), text('activateWelcome'), text('activateExpiry'),
    ], text('activateAction'), `${this.config.appUrl}/activate/${token}`));
  }

  /** The checks a new account passes before anything is written (also before a passkey sign-up begins). */
  async assertCanRegister(input: Pick<RegisterInput, 'goalsLevel' | 'email' | 'timeZone' | 'locale'>): Promise<void> {
    if (input.goalsLevel === Plan.UNLIMITED) throw badInput(authText('premiumComingSoon'));
    if (input.timeZone) assertTimeZone(input.timeZone);
    if (input.locale) assertLocale(input.locale);
    if (await this.findByEmail(input.email)) throw new AppError('CONFLICT', authText('emailTaken'));
  }

  /**
   * A new account, inactive until its emailed link is followed (a Google sign-up is active at
   * once). It signs in with a password, a Google account, or a passkey made at sign-up.
   */
  async register(input: RegisterInput, ip: string, requestLocale: string, passkey?: SignUpPasskey): Promise<User> {
    await this.limiter.hit(`register:ip:${ip}`, LIMITS.registrationsPerIp, authText('tooManyRegistrations'));
    if (input.goalsLevel === Plan.UNLIMITED) throw badInput(authText('premiumComingSoon'));
    const google = input.googleToken ? await this.google.verify(input.googleToken, authText('googleRegistrationFailed')) : null;
    if (!google && !input.password && !passkey) throw badInput(authText('passwordRequired'));
    if (input.password) assertStrongPassword(input.password, [input.email, input.username]);
    const timeZone = input.timeZone ? assertTimeZone(input.timeZone) : 'UTC';
    const locale = input.locale ? assertLocale(input.locale) : requestLocale;
    const email = (google?.email ?? input.email).trim();
    if (google && google.email !== input.email.trim().toLowerCase()) throw badInput(authText('googleEmailMismatch'));
    if (await this.findByEmail(email)) throw new AppError('CONFLICT', authText('emailTaken'));

    const user = this.users().create({
      ...(passkey ? { id: passkey.userId } : {}),
      username: input.username.trim(),
      email,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      googleSub: google?.sub ?? null,
      focusAreas: input.focusAreas,
      challenges: [...new Set(input.challenges)],
      plan: Plan.FREE,
      timeZone,
      locale,
      // Google has verified the address already.
      activatedAt: google ? new Date() : null,
    });
    try {
      await this.db.transaction(async (manager) => {
        await manager.getRepository(User).save(user);
        await insertUserLookups(manager, user);
        await passkey?.save(manager);
      });
    } catch (error) {
      if (isEmailTaken(error)) throw new AppError('CONFLICT', authText('emailTaken'));
      throw error;
    }
    if (!google) await this.sendActivation(user);
    return user;
  }

  async activate(token: string): Promise<User> {
    const userId = await this.consumeToken(token, 'activate');
    if (!userId) throw new AppError('NOT_FOUND', authText('activationInvalid'));
    await this.users().update({ id: userId, activatedAt: IsNull() }, { activatedAt: new Date() });
    return (await this.users().findOneBy({ id: userId }))!;
  }

  /** Sends a new activation link to an account still waiting for one. Says nothing either way. */
  async resendActivation(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (!user || user.activatedAt) return;
    await this.limiter.hit(`activation-mail:${user.id}`, LIMITS.activationMailsPerAccount, authText('activationMailRecent'));
    await this.sendActivation(user);
  }

  /**
   * Each attempt reserves its place in the account's and the address's failure windows before
   * the password is checked, atomically, so concurrent attempts on any number of instances
   * cannot pass the limit; a successful sign-in gives its places back.
   */
  async login(email: string, password: string, ip: string): Promise<User> {
    const accountKey = `login:account:${email.trim().toLowerCase()}`;
    const ipKey = `login:ip:${ip}`;
    await this.limiter.hit(accountKey, LIMITS.loginFailuresPerAccount, authText('tooManyLogins'));
    try {
      await this.limiter.hit(ipKey, LIMITS.loginFailuresPerIp, authText('tooManyLogins'));
    } catch (error) {
      await this.limiter.release(accountKey);
      throw error;
    }
    const user = await this.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      throw new AppError('UNAUTHENTICATED', authText('incorrectLogin'));
    }
    await Promise.all([this.limiter.reset(accountKey), this.limiter.release(ipKey)]);
    if (!user.activatedAt) throw new AppError('FORBIDDEN', authText('notActivated'), { reason: 'ACCOUNT_NOT_ACTIVATED' });
    return user;
  }

  async loginWithGoogle(idToken: string): Promise<User> {
    const profile = await this.google.verify(idToken, authText('googleLoginFailed'));
    const user = await findUserByGoogleSubject(this.db, profile.sub) ?? await this.findByEmail(profile.email);
    if (!user) throw new AppError('NOT_FOUND', authText('googleNoAccount'));
    // A verified Google address proves the mailbox: link and activate the account.
    if (!user.googleSub || !user.activatedAt) {
      await this.db.transaction((manager) => linkGoogleSubject(manager, user.id, profile.sub, user.activatedAt ?? new Date()));
      return (await this.users().findOneBy({ id: user.id }))!;
    }
    return user;
  }

  async validateGoogle(idToken: string): Promise<{ email: string; name: string }> {
    const { email, name } = await this.google.verify(idToken, authText('googleSignInFailed'));
    return { email, name };
  }

  async requestPasswordReset(email: string, ip: string): Promise<void> {
    await this.limiter.hit(`reset:ip:${ip}`, LIMITS.resetRequestsPerIp, authText('tooManyResets'));
    const user = await this.findByEmail(email);
    if (!user) throw new AppError('NOT_FOUND', authText('resetUserNotFound'));
    const live = await this.db.getRepository(EmailToken).existsBy({
      userId: user.id, purpose: 'reset', usedAt: IsNull(), expiresAt: MoreThan(new Date()),
    });
    if (live) throw new AppError('CONFLICT', authText('resetAlreadySent'));
    await this.sendPasswordReset(user);
  }

  /** Emails a reset link (a "This wasn't me" link asks for one too: security module). */
  async sendPasswordReset(user: Pick<User, 'id' | 'email' | 'username' | 'locale'>): Promise<void> {
    const token = await this.issueToken(user.id, 'reset');
    const text = (key: MailText) => translate(MAIL_TEXTS, user.locale, key, { name: user.username });
    await this.mailer.send(linkMail(user.email, user.locale, text('resetSubject'), [
      text('greeting'), text('resetAsked'), text('resetExpiry'),
    ], text('resetAction'), `${this.config.appUrl}/resetpassword/${token}`));
  }

  /** Sets the new password and ends every session of that user. */
  async resetPassword(token: string, password: string): Promise<void> {
    assertStrongPassword(password);
    const passwordHash = await hashPassword(password);
    const userId = await this.consumeToken(token, 'reset');
    if (!userId) throw new AppError('NOT_FOUND', authText('resetInvalid'));
    await this.db.transaction(async (manager) => {
      // Following the link proves the mailbox too.
      const { table, col } = sqlTable(manager, User);
      await manager.query(
        `UPDATE ${table} SET ${col.passwordHash} = $2, ${col.activatedAt} = coalesce(${col.activatedAt}, now()), ${col.updatedAt} = now() WHERE ${col.id} = $1`,
        [userId, passwordHash]);
      await this.sessions.endAll(userId, { manager });
    });
  }

  /**
   * After a right password (or a Google sign-in): signs the session in, or, with two-step
   * sign-in on, holds the user as pending in the session (not signed in) and refuses with
   * UNAUTHENTICATED and reason SECOND_STEP_REQUIRED: the client then sends the code
   * (`completeSecondStep`, POST /api/auth/login/second-step).
   */
  async firstStepPassed(user: User, session: SessionControl, from: Requester): Promise<void> {
    if (await this.twoStep.isEnabled(user.id)) {
      await session.beginSecondStep(user.id);
      throw new AppError('UNAUTHENTICATED', authText('secondStepRequired'), { reason: 'SECOND_STEP_REQUIRED' });
    }
    await this.signIn(user.id, session, from);
  }

  /** The second step of a pending sign-in: a code from the app or a recovery code; then signed in. */
  async completeSecondStep(session: SessionControl, code: string, from: Requester): Promise<User> {
    const userId = session.pendingSecondStep();
    const user = userId ? await this.users().findOneBy({ id: userId }) : null;
    if (!user) throw new AppError('UNAUTHENTICATED', authText('secondStepExpired'), { reason: 'SECOND_STEP_EXPIRED' });
    await this.twoStep.verifySecondStep(user.id, code, from);
    await this.signIn(user.id, session, from);
    return user;
  }

  /** Signs in and tells the security record, which notes (and emails about) a device it has not seen. */
  private async signIn(userId: string, session: SessionControl, from: Requester): Promise<void> {
    await session.signIn(userId);
    await this.events.emit('securityEvent', { db: this.db, userId, kind: 'sign_in_new_device', ...from });
  }

  /**
   * The password again, for a change of credentials (assertRecentlyVerified): throttled in the
   * same failure windows as signing in. Marks the session verified.
   */
  async confirmPassword(user: User, password: string, session: SessionControl, ip: string): Promise<void> {
    const accountKey = `login:account:${user.email.trim().toLowerCase()}`;
    await this.limiter.hit(accountKey, LIMITS.loginFailuresPerAccount, authText('tooManyLogins'));
    const fresh = await this.users().findOneBy({ id: user.id });
    if (!fresh?.passwordHash) {
      await this.limiter.release(accountKey);
      throw badInput(authText('noPasswordUseGoogle'));
    }
    if (!(await verifyPassword(fresh.passwordHash, password))) {
      await this.limiter.hit(`login:ip:${ip}`, LIMITS.loginFailuresPerIp, authText('tooManyLogins'));
      throw badInput(authText('wrongPassword'));
    }
    await this.limiter.reset(accountKey);
    await session.markVerified();
  }

  /** Drops tokens that can no longer be used; called from the app's housekeeping. */
  async purgeExpiredTokens(): Promise<void> {
    await purgePerUser({
      usersOfExpiredRows: async (limit) => userIdsOf(await this.db.query(this.purgeSql.usersOfSpent, [limit])),
      purgeUser: async (userId) => ((await this.db.query(this.purgeSql.purgeUser, [userId])) as Array<{ deleted: number }>)[0].deleted,
    });
  }
}
