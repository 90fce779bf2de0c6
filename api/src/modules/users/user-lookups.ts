import type { DataSource, EntityManager } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { User } from './user.entity';
import { UserEmail, UserGoogleSubject, UserStripeCustomer } from './user-lookups.entity';

/*
 * The users module's lookups by a value unique across all users (issue 26): every write of an
 * email, Google subject or Stripe customer goes through here, in the caller's transaction, so the
 * lookup and the user's row never disagree; every read by one of those values starts here.
 */

type Db = DataSource | EntityManager;

/** True for the refusal of an address another account already uses (two registrations at once). */
export function isEmailTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'user_emails_pkey';
}

/** The account that signs in with `email`, whatever its case (and surrounding spaces). */
export function findUserByEmail(db: Db, email: string): Promise<User | null> {
  return db.getRepository(User).createQueryBuilder('user')
    .innerJoin(UserEmail, 'lookup', 'lookup.userId = user.id')
    .where('lookup.emailLower = lower(:email)', { email: email.trim() })
    .getOne();
}

/** The account linked to the Google account `googleSub`. */
export function findUserByGoogleSubject(db: Db, googleSub: string): Promise<User | null> {
  return db.getRepository(User).createQueryBuilder('user')
    .innerJoin(UserGoogleSubject, 'lookup', 'lookup.userId = user.id')
    .where('lookup.googleSub = :googleSub', { googleSub })
    .getOne();
}

/** The id of the account that Stripe customer `customerId` pays for, or null. */
export async function userIdOfStripeCustomer(db: Db, customerId: string): Promise<string | null> {
  const found = await db.getRepository(UserStripeCustomer).findOne({ select: { userId: true }, where: { stripeCustomerId: customerId } });
  return found?.userId ?? null;
}

/**
 * The lookups of an account just inserted (its email, and its Google subject and Stripe customer
 * when it has them), in the transaction that inserted it. A taken email fails with isEmailTaken.
 */
export async function insertUserLookups(manager: EntityManager, user: Pick<User, 'id' | 'email' | 'googleSub' | 'stripeCustomerId'>): Promise<void> {
  await manager.getRepository(UserEmail).insert({ emailLower: user.email.trim().toLowerCase(), userId: user.id });
  if (user.googleSub) await manager.getRepository(UserGoogleSubject).insert({ googleSub: user.googleSub, userId: user.id });
  if (user.stripeCustomerId) await manager.getRepository(UserStripeCustomer).insert({ stripeCustomerId: user.stripeCustomerId, userId: user.id });
}

/**
 * Deletes the account's lookups, in the transaction that deletes the account: their cascades are
 * dropped under Citus (issue 26). Each by its value, so each goes to the node that holds it.
 */
export async function deleteUserLookups(manager: EntityManager, user: Pick<User, 'id' | 'email' | 'googleSub' | 'stripeCustomerId'>): Promise<void> {
  await manager.getRepository(UserEmail).delete({ emailLower: user.email.trim().toLowerCase(), userId: user.id });
  if (user.googleSub) await manager.getRepository(UserGoogleSubject).delete({ googleSub: user.googleSub, userId: user.id });
  if (user.stripeCustomerId) await manager.getRepository(UserStripeCustomer).delete({ stripeCustomerId: user.stripeCustomerId, userId: user.id });
}

/** Links the account to a Google account (replacing any other it was linked to), and may activate it. */
export async function linkGoogleSubject(manager: EntityManager, userId: string, googleSub: string, activatedAt?: Date): Promise<void> {
  await manager.getRepository(User).update({ id: userId }, { googleSub, ...(activatedAt ? { activatedAt } : {}) });
  await manager.getRepository(UserGoogleSubject).delete({ userId });
  await manager.getRepository(UserGoogleSubject).insert({ googleSub, userId });
}

/**
 * Gives the account its Stripe customer, unless it has one already (the first one stays, as on
 * the user's row). Another account's customer is refused by the lookup's key.
 */
export async function claimStripeCustomer(manager: EntityManager, userId: string, customerId: string): Promise<void> {
  const { table, col } = sqlTable(manager, User);
  const [, claimed]: [unknown, number] = await manager.query(
    `UPDATE ${table} SET ${col.stripeCustomerId} = $2, ${col.updatedAt} = now() WHERE ${col.id} = $1 AND ${col.stripeCustomerId} IS NULL`, [userId, customerId]);
  if (claimed) await manager.getRepository(UserStripeCustomer).insert({ stripeCustomerId: customerId, userId });
}
