import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppError, badInput, notFound } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import type { RateLimiter } from '../../shared/rate-limit';
import { User } from '../users/user.entity';
import type { AuthService } from '../auth/auth.service';
import { authText } from '../auth/auth.messages';
import { passkeysText } from './passkeys.messages';
import type { RegisterInput } from '../auth/auth.types';
import { Passkey, PasskeyCredentialId, WebauthnChallenge, type ChallengePurpose } from './passkey.entity';

/** A challenge answers once, within this time. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const MAX_PASSKEY_NAME = 60;
const RP_NAME = 'Cairn';

export const LIMITS = {
  /** Challenges handed to visitors (sign-in and sign-up), per address. */
  publicChallengesPerIp: { max: 300, windowSeconds: 15 * 60 },
};

/** What the browser answered, as the client sent it (JSON text from @simplewebauthn/browser). */
function parseAnswer<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(text: string): T {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw badInput(passkeysText('unreadable'));
  }
  const shape = answer as Partial<T> | null;
  if (!shape || typeof shape !== 'object' || typeof shape.id !== 'string' || typeof shape.response !== 'object' || !shape.response
    || typeof (shape.response as { clientDataJSON?: unknown }).clientDataJSON !== 'string') {
    throw badInput(passkeysText('unreadable'));
  }
  return answer as T;
}

/** The challenge the browser signed into clientDataJSON. */
function signedChallenge(answer: RegistrationResponseJSON | AuthenticationResponseJSON): string {
  try {
    const clientData = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof clientData.challenge === 'string' && clientData.challenge) return clientData.challenge;
  } catch {
    // answered below
  }
  throw badInput(passkeysText('unreadable'));
}

function passkeyName(name: string | undefined | null): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw badInput(passkeysText('nameRequired'));
  if (trimmed.length > MAX_PASSKEY_NAME) throw badInput(passkeysText('nameTooLong', { max: MAX_PASSKEY_NAME }));
  return trimmed;
}

/** The part of a registration the passkey sign-up keeps with its challenge (never a password). */
type SignUpDetails = Omit<RegisterInput, 'password' | 'googleToken'>;

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): adding, listing, renaming and removing
 * them, signing in and confirming with one, and signing up with one instead of a password.
 * Every challenge is kept in webauthn_challenges (so it holds across instances), deleted when it
 * is answered, and refused after CHALLENGE_LIFETIME_MS; the answer must come from a configured
 * origin for the configured RP id, and a signature counter must go up.
 */
export class PasskeysService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    private readonly events: EventBus,
  ) {
    // The account's passkeys go by cascade; their credential ids' lookups are deleted here (no cascade under Citus).
    events.on('accountDeleting', async ({ db, userId }) => { await db.getRepository(PasskeyCredentialId).delete({ userId }); });
  }

  private passkeys(manager: Pick<EntityManager, 'getRepository'> = this.db) {
    return manager.getRepository(Passkey);
  }

  private challenges() {
    return this.db.getRepository(WebauthnChallenge);
  }

  list(userId: string): Promise<Passkey[]> {
    return this.passkeys().find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  private async keep(challenge: string, purpose: ChallengePurpose, userId: string | null, signUp: SignUpDetails | null = null): Promise<void> {
    await this.challenges().insert(this.challenges().create({
      challenge, purpose, userId, signUp, expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    }));
  }

  /**
   * Takes the challenge the answer signed out of the store: it answers once (the delete that
   * removes it wins; a replay finds nothing) and only within its lifetime, for its purpose and user.
   */
  private async consume(answer: RegistrationResponseJSON | AuthenticationResponseJSON, purpose: ChallengePurpose, userId: string | null): Promise<WebauthnChallenge> {
    const challenge = signedChallenge(answer);
    const stored = await this.challenges().findOneBy({ challenge });
    if (!stored) throw new AppError('BAD_USER_INPUT', passkeysText('expired'), { reason: 'CHALLENGE_EXPIRED' });
    const { affected } = await this.challenges().delete({ challenge });
    if (affected !== 1 || stored.expiresAt.getTime() <= Date.now() || stored.purpose !== purpose || stored.userId !== userId) {
      throw new AppError('BAD_USER_INPUT', passkeysText('expired'), { reason: 'CHALLENGE_EXPIRED' });
    }
    return stored;
  }

  private async registrationOptions(user: { id: string; email: string; username: string }, exclude: Passkey[]) {
    return generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.config.passkeys.rpId,
      userName: user.email,
      userDisplayName: user.username,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: exclude.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      // Discoverable, so it can sign in without typing the email.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: CHALLENGE_LIFETIME_MS,
    });
  }

  /** Checks a registration answer against its (already consumed) challenge: the new credential. */
  private async verifyRegistration(answer: RegistrationResponseJSON, challenge: string) {
    try {
      const result = await verifyRegistrationResponse({
        response: answer,
        expectedChallenge: challenge,
        expectedOrigin: this.config.passkeys.origins,
        expectedRPID: this.config.passkeys.rpId,
        requireUserVerification: false,
      });
      if (result.verified) return result.registrationInfo.credential;
    } catch {
      // answered below
    }
    throw badInput(passkeysText('registrationFailed'));
  }

  private async insertPasskey(manager: Pick<EntityManager, 'getRepository' | 'query'>, userId: string, name: string, credential: Awaited<ReturnType<PasskeysService['verifyRegistration']>>, ip?: string): Promise<Passkey> {
    const repository = this.passkeys(manager);
    if (await manager.getRepository(PasskeyCredentialId).existsBy({ credentialId: credential.id })) throw new AppError('CONFLICT', passkeysText('alreadyAdded'));
    const passkey = repository.create({
      userId,
      name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    await repository.save(passkey);
    await manager.getRepository(PasskeyCredentialId).insert({ credentialId: passkey.credentialId, userId, passkeyId: passkey.id });
    await this.events.emit('securityEvent', { db: manager, userId, kind: 'passkey_added', detail: name, ip });
    return passkey;
  }

  /** Options for adding a passkey to a signed-in account (the caller checks the recent proof). */
  async addOptions(user: User): Promise<string> {
    const options = await this.registrationOptions(user, await this.list(user.id));
    await this.keep(options.challenge, 'add', user.id);
    return JSON.stringify(options);
  }

  async add(user: User, name: string, response: string, ip?: string): Promise<Passkey> {
    const label = passkeyName(name);
    const answer = parseAnswer<RegistrationResponseJSON>(response);
    const { challenge } = await this.consume(answer, 'add', user.id);
    const credential = await this.verifyRegistration(answer, challenge);
    return this.db.transaction((manager) => this.insertPasskey(manager, user.id, label, credential, ip));
  }

  async rename(user: User, id: string, name: string): Promise<Passkey> {
    const label = passkeyName(name);
    const { affected } = await this.passkeys().update({ id, userId: user.id }, { name: label });
    if (!affected) throw notFound('Passkey');
    return (await this.passkeys().findOneBy({ userId: user.id, id }))!;
  }

  /** Removes a passkey; refused when it is the account's only way to sign in. */
  async remove(user: User, id: string, ip?: string): Promise<string> {
    return this.db.transaction(async (manager) => {
      const repository = this.passkeys(manager);
      // Locks the user's row: two removals at once cannot both see "another way in".
      const account = await manager.getRepository(User).findOne({ where: { id: user.id }, lock: { mode: 'pessimistic_write' } });
      const passkey = await repository.findOneBy({ id, userId: user.id });
      if (!passkey || !account) throw notFound('Passkey');
      if (!account.passwordHash && !account.googleSub && (await repository.countBy({ userId: user.id })) <= 1) {
        throw new AppError('CONFLICT', passkeysText('lastWayIn'), { reason: 'LAST_SIGN_IN_METHOD' });
      }
      await manager.getRepository(PasskeyCredentialId).delete({ userId: user.id, passkeyId: id });
      await repository.delete({ userId: user.id, id });
      await this.events.emit('securityEvent', { db: manager, userId: user.id, kind: 'passkey_removed', detail: passkey.name, ip });
      return id;
    });
  }

  /** Options for a sign-in with any passkey (discoverable credentials: no list of allowed ones). */
  async signInOptions(ip: string): Promise<string> {
    await this.limiter.hit(`passkey-challenge:ip:${ip}`, LIMITS.publicChallengesPerIp);
    const options = await generateAuthenticationOptions({
      rpID: this.config.passkeys.rpId, allowCredentials: [], userVerification: 'preferred', timeout: CHALLENGE_LIFETIME_MS,
    });
    await this.keep(options.challenge, 'sign_in', null);
    return JSON.stringify(options);
  }

  /** Options for confirming who the signed-in user is with one of their passkeys. */
  async confirmOptions(user: User): Promise<string> {
    const passkeys = await this.list(user.id);
    const options = await generateAuthenticationOptions({
      rpID: this.config.passkeys.rpId,
      allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransport[] })),
      userVerification: 'preferred',
      timeout: CHALLENGE_LIFETIME_MS,
    });
    await this.keep(options.challenge, 'confirm', user.id);
    return JSON.stringify(options);
  }

  /**
   * Checks an assertion against its challenge and the stored credential, and moves the counter
   * on (only from the value it was read at, so two uses of one signature cannot both pass).
   */
  private async verifyAssertion(response: string, purpose: 'sign_in' | 'confirm', userId: string | null): Promise<Passkey> {
    const answer = parseAnswer<AuthenticationResponseJSON>(response);
    const { challenge } = await this.consume(answer, purpose, userId);
    const found = await this.db.getRepository(PasskeyCredentialId).findOneBy({ credentialId: answer.id });
    const passkey = found && await this.passkeys().findOneBy({ userId: found.userId, id: found.passkeyId });
    if (!passkey) throw new AppError('UNAUTHENTICATED', passkeysText('unknown'));
    if (userId && passkey.userId !== userId) throw new AppError('FORBIDDEN', passkeysText('notYours'));
    let newCounter: number;
    try {
      const result = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: challenge,
        expectedOrigin: this.config.passkeys.origins,
        expectedRPID: this.config.passkeys.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
        requireUserVerification: false,
      });
      if (!result.verified) throw new Error('not verified');
      newCounter = result.authenticationInfo.newCounter;
    } catch {
      throw new AppError('UNAUTHENTICATED', passkeysText('signInFailed'));
    }
    const { affected } = await this.passkeys().update({ userId: passkey.userId, id: passkey.id, counter: passkey.counter }, { counter: newCounter, lastUsedAt: new Date() });
    if (!affected) throw new AppError('UNAUTHENTICATED', passkeysText('signInFailed'));
    return passkey;
  }

  /**
   * The user a passkey signs in; refused until the account is activated, as a password is. The
   * sign-in goes in the security record (a new device is noted and emailed, as for a password).
   */
  async signIn(response: string, from: { ip: string; userAgent: string }): Promise<User> {
    const passkey = await this.verifyAssertion(response, 'sign_in', null);
    const user = await this.db.getRepository(User).findOneBy({ id: passkey.userId });
    if (!user) throw new AppError('UNAUTHENTICATED', passkeysText('unknown'));
    if (!user.activatedAt) throw new AppError('FORBIDDEN', authText('notActivated'), { reason: 'ACCOUNT_NOT_ACTIVATED' });
    await this.events.emit('securityEvent', { db: this.db, userId: user.id, kind: 'sign_in_new_device', ...from });
    return user;
  }

  /** Checks a passkey of the signed-in user (the caller then marks the session verified). */
  async confirm(user: User, response: string): Promise<void> {
    await this.verifyAssertion(response, 'confirm', user.id);
  }

  /**
   * The first half of a sign-up with a passkey instead of a password: the account's details are
   * checked and kept with the challenge (for five minutes) until the passkey is made.
   */
  async signUpOptions(input: RegisterInput, ip: string, requestLocale: string): Promise<string> {
    await this.limiter.hit(`passkey-challenge:ip:${ip}`, LIMITS.publicChallengesPerIp);
    await this.auth.assertCanRegister(input);
    const details: SignUpDetails = {
      focusAreas: input.focusAreas, challenges: input.challenges, username: input.username.trim(), email: input.email.trim(),
      timeZone: input.timeZone ?? null, goalsLevel: input.goalsLevel, locale: input.locale ?? requestLocale,
    };
    const userId = randomUUID();
    const options = await this.registrationOptions({ id: userId, email: details.email, username: details.username }, []);
    await this.keep(options.challenge, 'sign_up', null, { ...details, userId } as SignUpDetails);
    return JSON.stringify(options);
  }

  /**
   * The second half: creates the account (no password) with its passkey, and emails the
   * activation link as for any account whose address is not yet proved.
   */
  async signUp(response: string, name: string | undefined, ip: string): Promise<User> {
    const given = name ? passkeyName(name) : null;
    const answer = parseAnswer<RegistrationResponseJSON>(response);
    const stored = await this.consume(answer, 'sign_up', null);
    const { userId, ...details } = stored.signUp as SignUpDetails & { userId: string };
    // A passkey the sign-up does not name is called so in the account's language: its name is the user's from then on.
    const label = given ?? passkeysText('defaultName').in(details.locale);
    const credential = await this.verifyRegistration(answer, stored.challenge);
    return this.auth.register(details as RegisterInput, ip, details.locale ?? 'en', {
      userId,
      save: async (manager) => { await this.insertPasskey(manager, userId, label, credential, ip); },
    });
  }

  /** Drops challenges nobody answered; called from the app's housekeeping. */
  async purgeExpiredChallenges(): Promise<void> {
    await this.challenges().delete({ expiresAt: LessThan(new Date()) });
  }
}
