import Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import type { Config } from '../../config';
import { AppError, badInput, serviceUnavailable } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import type { LiveUpdates } from '../../shared/live-updates';
import { isUuid } from '../../shared/ids';
import { Plan, User } from '../users/user.entity';
import { claimStripeCustomer, findUserByEmail, userIdOfStripeCustomer } from '../users/user-lookups';
import { StripeEvent } from './stripe-event.entity';
import { billingText } from './billing.messages';

/** stripe_subscription_id of an Unlimited plan granted by the operator rather than paid for. */
export const OPERATOR_GRANT = 'operator-grant';

export interface CheckoutSession {
  id: string;
  url: string;
}

/** The Stripe client for STRIPE_SECRET_KEY, pointed at STRIPE_API_URL when set (tests). */
function stripeClient(config: Config['stripe']): Stripe | undefined {
  if (!config.secretKey) return undefined;
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

/** Stripe out of reach (network, its own 5xx, rate limit) is an outage for the user: 503. */
async function fromStripe<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const { type, statusCode } = error as { type?: string; statusCode?: number };
    if (type === 'StripeConnectionError' || type === 'StripeRateLimitError' || (typeof statusCode === 'number' && statusCode >= 500)) {
      throw serviceUnavailable(billingText('unavailable'));
    }
    throw error;
  }
}

type SessionOutcome = 'applied' | 'ignored' | 'customer-conflict';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id ?? null);

/**
 * Plans and payments. The plan goes up only when the server has seen the payment itself (a
 * signed webhook, or the Checkout session retrieved from Stripe); never on the browser's word.
 */
export class BillingService {
  private readonly stripe?: Stripe;

  constructor(private readonly db: DataSource, private readonly config: Config, private readonly logger: Logger, private readonly live: LiveUpdates) {
    this.stripe = stripeClient(config.stripe);
  }

  get paymentsEnabled(): boolean {
    return Boolean(this.stripe);
  }

  private client(): Stripe {
    if (!this.stripe) throw new AppError('SERVICE_UNAVAILABLE', billingText('notConfigured'));
    return this.stripe;
  }

  private users() {
    return this.db.getRepository(User);
  }

  /** A Checkout session for the one price, for this user's Stripe customer (created once). */
  async startCheckout(user: User): Promise<CheckoutSession> {
    const stripe = this.client();
    if (user.plan === Plan.UNLIMITED && user.stripeSubscriptionId) throw new AppError('CONFLICT', billingText('alreadyUnlimited'));
    let customerId = user.stripeCustomerId;
    if (!customerId) {
      const customer = await fromStripe(stripe.customers.create({ email: user.email, name: user.username, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` }));
      customerId = customer.id;
      const created = customerId;
      await this.db.transaction((manager) => claimStripeCustomer(manager, user.id, created));
    }
    const session = await fromStripe(stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: user.id,
      line_items: [{ price: this.config.stripe.priceId!, quantity: 1 }],
      success_url: `${this.config.appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.config.appUrl}/plans`,
      metadata: { userId: user.id },
    }));
    if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', billingText('paymentFailed'));
    return { id: session.id, url: session.url };
  }

  private async upgrade(manager: EntityManager, userId: string, customerId: string | null, subscriptionId: string | null): Promise<void> {
    const { table, col } = sqlTable(manager, User);
    await manager.query(
      `UPDATE ${table} SET ${col.plan} = 'unlimited', ${col.stripeSubscriptionId} = $2, ${col.updatedAt} = now() WHERE ${col.id} = $1`,
      [userId, subscriptionId]);
    if (customerId) await claimStripeCustomer(manager, userId, customerId);
    await this.live.publish(userId, 'profile', manager); // delivered when the transaction commits
  }

  /**
   * Applies a completed Checkout session if it is paid and belongs to `userId`. A session whose
   * Stripe customer is already another account's changes nothing: which account paid is then
   * for the operator to settle (the event is kept with that outcome), not for a guess.
   */
  private async applySession(manager: EntityManager, session: Stripe.Checkout.Session, userId: string): Promise<SessionOutcome> {
    const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
    if (!paid || session.mode !== 'subscription' || session.client_reference_id !== userId || !isUuid(userId)) return 'ignored';
    const customerId = idOf(session.customer);
    if (customerId) {
      const payer = await userIdOfStripeCustomer(manager, customerId);
      if (payer && payer !== userId) {
        this.logger.warn({ userId, customerId, sessionId: session.id }, 'paid checkout for a customer of another account: not applied');
        return 'customer-conflict';
      }
    }
    await this.upgrade(manager, userId, customerId, idOf(session.subscription));
    return 'applied';
  }

  /**
   * The success page's check: retrieves the Checkout session (the one named, else the newest
   * of the user's customer) from Stripe and upgrades only if it is paid and the user's own.
   */
  async confirmCheckout(user: User, sessionId?: string | null): Promise<User> {
    const stripe = this.client();
    let session: Stripe.Checkout.Session | undefined;
    if (sessionId) {
      if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) throw badInput(billingText('paymentFailed'));
      session = await fromStripe(stripe.checkout.sessions.retrieve(sessionId)).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        return undefined; // no such session
      });
    } else if (user.stripeCustomerId) {
      session = (await fromStripe(stripe.checkout.sessions.list({ customer: user.stripeCustomerId, limit: 1 }))).data[0];
    }
    const belongs = session && (!user.stripeCustomerId || idOf(session.customer) === user.stripeCustomerId);
    const outcome = belongs && session ? await this.db.transaction((manager) => this.applySession(manager, session, user.id)) : 'ignored';
    if (outcome !== 'applied') throw new AppError('BAD_USER_INPUT', billingText('paymentFailed'), { reason: 'PAYMENT_NOT_CONFIRMED' });
    return (await this.users().findOneBy({ id: user.id }))!;
  }

  /** Cancels the subscription at Stripe and puts the user on Free; their data stays. */
  async cancel(user: User): Promise<User> {
    if (user.plan !== Plan.UNLIMITED) throw badInput(billingText('alreadyFree'));
    if (user.stripeSubscriptionId && user.stripeSubscriptionId !== OPERATOR_GRANT) {
      await fromStripe(this.client().subscriptions.cancel(user.stripeSubscriptionId)).catch((error: { code?: string }) => {
        if (error?.code !== 'resource_missing') throw error; // already gone at Stripe
      });
    }
    await this.users().update({ id: user.id }, { plan: Plan.FREE, stripeSubscriptionId: null });
    await this.live.publish(user.id, 'profile');
    return (await this.users().findOneBy({ id: user.id }))!;
  }

  /**
   * A webhook from Stripe: the signature is checked over the raw body, and each event id is
   * applied once (stripe_events), in the same transaction as its effect.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const stripe = this.client();
    if (!this.config.stripe.webhookSecret) throw new AppError('SERVICE_UNAVAILABLE', 'Webhooks are not configured');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', this.config.stripe.webhookSecret);
    } catch {
      throw badInput('Invalid webhook signature');
    }
    await this.db.transaction(async (manager) => {
      const events = manager.getRepository(StripeEvent);
      // ON CONFLICT DO NOTHING: a row comes back only for an event not seen before.
      const fresh = await events.createQueryBuilder().insert().values({ id: event.id, type: event.type }).orIgnore().returning('id').execute();
      if (!(fresh.raw as unknown[]).length) return; // delivered before
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const outcome = session.client_reference_id ? await this.applySession(manager, session, session.client_reference_id) : 'ignored';
          await events.update({ id: event.id }, { outcome });
          break;
        }
        case 'customer.subscription.deleted':
          await this.downgradeCustomer(manager, idOf(event.data.object.customer), event.data.object.id);
          break;
        case 'invoice.payment_failed':
          await this.downgradeCustomer(manager, idOf(event.data.object.customer), null);
          break;
        default:
          this.logger.debug({ type: event.type }, 'stripe event ignored');
      }
    });
  }

  private async downgradeCustomer(manager: EntityManager, customerId: string | null, subscriptionId: string | null): Promise<void> {
    if (!customerId) return;
    const userId = await userIdOfStripeCustomer(manager, customerId);
    if (!userId) return;
    // TypeORM answers an UPDATE as [rows, count].
    const { table, col } = sqlTable(manager, User);
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE ${table} SET ${col.plan} = 'free', ${col.stripeSubscriptionId} = NULL, ${col.updatedAt} = now()
        WHERE ${col.id} = $1 AND ($2::text IS NULL OR ${col.stripeSubscriptionId} = $2 OR ${col.stripeSubscriptionId} IS NULL)`,
      [userId, subscriptionId]);
    if (count) await this.live.publish(userId, 'profile', manager);
  }

  /** The operator's `npm run plan`: sets a plan by email, without payment. */
  async setPlan(email: string, plan: Plan): Promise<User> {
    const user = await findUserByEmail(this.db, email);
    if (!user) throw new AppError('NOT_FOUND', `No account uses ${email}`);
    // An operator's Unlimited has no Stripe subscription; mark it so login does not ask for payment.
    await this.users().update({ id: user.id }, { plan, stripeSubscriptionId: plan === Plan.FREE ? null : (user.stripeSubscriptionId ?? OPERATOR_GRANT) });
    await this.live.publish(user.id, 'profile');
    return (await this.users().findOneBy({ id: user.id }))!;
  }
}
