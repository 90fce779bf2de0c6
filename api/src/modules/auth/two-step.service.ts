import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DataSource } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { AppError, badInput } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import type { RateLimiter } from '../../shared/rate-limit';
import { RecoveryCode, TwoStepSecret } from './two-step.entity';
import { authText } from './auth.messages';

export const RECOVERY_CODE_COUNT = 10;
/** A code of the step before or after the server's is accepted too (clocks drift). */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Cairn';

export const SECOND_STEP_LIMITS = {
  failuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  failuresPerIp: { max: 50, windowSeconds: 15 * 60 },
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
const normalizeRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters from a 31-letter alphabet (about 50 bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export interface TwoStepSetup {
  secret: string;
  uri: string;
  qrCodeDataUrl: string;
}

export interface Requester {
  ip: string;
  userAgent: string;
}

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238, through otplib) and ten
 * single-use recovery codes. Only the sha256 of a recovery code is kept: each is a random
 * 50-bit value, which a slow hash would not make harder to guess, and the throttle caps tries.
 */
export class TwoStepService {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly events: EventBus,
  ) {}

  private secrets() {
    return this.db.getRepository(TwoStepSecret);
  }

  async isEnabled(userId: string): Promise<boolean> {
    return this.secrets().createQueryBuilder('t').where('t.userId = :userId AND t.enabledAt IS NOT NULL', { userId }).getExists();
  }

  async status(userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const enabled = await this.isEnabled(userId);
    const recoveryCodesLeft = enabled
      ? await this.db.getRepository(RecoveryCode).createQueryBuilder('r').where('r.userId = :userId AND r.usedAt IS NULL', { userId }).getCount()
      : 0;
    return { enabled, recoveryCodesLeft };
  }

  /** A new secret waiting for its first code (a set-up started again replaces the last one). */
  async beginSetup(user: { id: string; email: string }): Promise<TwoStepSetup> {
    if (await this.isEnabled(user.id)) throw new AppError('CONFLICT', authText('twoStepAlreadyOn'));
    const secret = generateSecret();
    await this.secrets().upsert({ userId: user.id, secret, enabledAt: null, lastTimeStep: null }, ['userId']);
    const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
    return { secret, uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
  }

  /** The time step of `code` when it is right and newer than the last one accepted; else null. */
  private async check(secret: string, code: string, lastTimeStep: string | null): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({
      secret, token: code, epochTolerance: TOLERANCE_SECONDS,
      ...(lastTimeStep !== null ? { afterTimeStep: Number(lastTimeStep) } : {}),
    }).catch(() => ({ valid: false as const }));
    // A TOTP verification's answer carries its time step (HOTP's, the other half of the union, does not).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /**
   * Takes `timeStep` as the last one used, unless a concurrent request (on any instance) took it
   * or a later one first: one statement, so a code is accepted once.
   */
  private async claimTimeStep(userId: string, timeStep: number): Promise<boolean> {
    const { table, col } = sqlTable(this.db, TwoStepSecret);
    // TypeORM answers an UPDATE as [rows, count].
    const [, count]: [unknown[], number] = await this.db.query(
      `UPDATE ${table} SET ${col.lastTimeStep} = $2 WHERE ${col.userId} = $1 AND (${col.lastTimeStep} IS NULL OR ${col.lastTimeStep} < $2)`,
      [userId, timeStep]);
    return count > 0;
  }

  /** Turns two-step sign-in on with the first code from the app; answers the ten recovery codes (shown once). */
  async enable(userId: string, code: string, from: Requester): Promise<string[]> {
    const row = await this.secrets().findOneBy({ userId });
    if (row?.enabledAt) throw new AppError('CONFLICT', authText('twoStepAlreadyOn'));
    if (!row) throw badInput(authText('twoStepNoSetup'));
    await this.limiter.hit(`two-step-setup:${userId}`, SECOND_STEP_LIMITS.failuresPerAccount, authText('tooManyCodes'));
    const timeStep = await this.check(row.secret, code.replace(/\s/g, ''), null);
    if (timeStep === null) throw badInput(authText('wrongSetupCode'));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(TwoStepSecret).update({ userId }, { enabledAt: new Date(), lastTimeStep: String(timeStep) });
      await manager.getRepository(RecoveryCode).delete({ userId });
      await manager.getRepository(RecoveryCode).insert(codes.map((plain) => ({ userId, codeHash: sha256(normalizeRecovery(plain)) })));
    });
    await this.limiter.reset(`two-step-setup:${userId}`);
    await this.events.emit('securityEvent', { db: this.db, userId, kind: 'two_step_enabled', ...from });
    return codes;
  }

  /** Ten new recovery codes; the old ones stop working. */
  async regenerateRecoveryCodes(userId: string): Promise<string[]> {
    if (!(await this.isEnabled(userId))) throw new AppError('CONFLICT', authText('twoStepNotOn'));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(RecoveryCode).delete({ userId });
      await manager.getRepository(RecoveryCode).insert(codes.map((plain) => ({ userId, codeHash: sha256(normalizeRecovery(plain)) })));
    });
    return codes;
  }

  async disable(userId: string, from: Requester): Promise<void> {
    if (!(await this.isEnabled(userId))) throw new AppError('CONFLICT', authText('twoStepNotOn'));
    await this.db.transaction(async (manager) => {
      await manager.getRepository(RecoveryCode).delete({ userId });
      await manager.getRepository(TwoStepSecret).delete({ userId });
    });
    await this.events.emit('securityEvent', { db: this.db, userId, kind: 'two_step_disabled', ...from });
  }

  /**
   * The second step of a sign-in: a current code from the app (once) or an unused recovery code
   * (which is then used up). Each attempt takes its place in the account's and the address's
   * failure windows first, as the password does (rate-limit.ts: across every instance); a right
   * code gives them back. A wrong one is recorded.
   */
  async verifySecondStep(userId: string, code: string, from: Requester): Promise<'code' | 'recovery'> {
    const accountKey = `second-step:account:${userId}`;
    const ipKey = `second-step:ip:${from.ip}`;
    await this.limiter.hit(accountKey, SECOND_STEP_LIMITS.failuresPerAccount, authText('tooManyCodes'));
    try {
      await this.limiter.hit(ipKey, SECOND_STEP_LIMITS.failuresPerIp, authText('tooManyCodes'));
    } catch (error) {
      await this.limiter.release(accountKey);
      throw error;
    }
    const used = await this.accept(userId, code.trim());
    if (!used) {
      await this.events.emit('securityEvent', { db: this.db, userId, kind: 'second_step_failed', ...from });
      throw new AppError('UNAUTHENTICATED', authText('wrongCode'), { reason: 'SECOND_STEP_REQUIRED' });
    }
    await Promise.all([this.limiter.reset(accountKey), this.limiter.release(ipKey)]);
    return used;
  }

  private async accept(userId: string, code: string): Promise<'code' | 'recovery' | null> {
    const row = await this.secrets().findOneBy({ userId });
    if (!row?.enabledAt) return null;
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const timeStep = await this.check(row.secret, digits, row.lastTimeStep);
      return timeStep !== null && (await this.claimTimeStep(userId, timeStep)) ? 'code' : null;
    }
    const { table, col } = sqlTable(this.db, RecoveryCode);
    const [, count]: [unknown[], number] = await this.db.query(
      `UPDATE ${table} SET ${col.usedAt} = now() WHERE ${col.userId} = $1 AND ${col.codeHash} = $2 AND ${col.usedAt} IS NULL`,
      [userId, sha256(normalizeRecovery(code))]);
    return count > 0 ? 'recovery' : null;
  }
}
