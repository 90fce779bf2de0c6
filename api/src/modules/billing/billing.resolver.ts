import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import { currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { shownLimits } from '../../shared/plans';
import { Plan, User } from '../users/user.entity';
import { CheckoutSessionType, Plans } from './billing.types';

@ArgsType()
class ConfirmArgs {
  @Field(() => String, { nullable: true, description: 'The session_id Stripe put on the success URL.' })
  @IsOptional()
  @IsString()
  @MaxLength(250)
  sessionId?: string | null;
}

@Resolver()
export class BillingResolver {
  @Query(() => Plans, { description: 'The plans, as the Plans page shows them.' })
  plans(@Ctx() ctx: Context): Plans {
    const offer = (plan: Plan, name: string, pricePerMonth: number) => ({ plan, name, pricePerMonth, ...shownLimits(plan) });
    return { paymentsEnabled: ctx.services.billing.paymentsEnabled, offers: [offer(Plan.FREE, 'Free', 0), offer(Plan.UNLIMITED, 'Unlimited', 2.99)] };
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => CheckoutSessionType, { description: 'Starts Stripe Checkout for the Unlimited plan (needs a signed-in session, not a token).' })
  startCheckout(@Ctx() ctx: Context): Promise<CheckoutSessionType> {
    return ctx.services.billing.startCheckout(currentUser(ctx));
  }

  @Authorized()
  @Mutation(() => User, { description: 'After Checkout: upgrades only if Stripe says the session is paid and yours.' })
  confirmCheckout(@Args() { sessionId }: ConfirmArgs, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.billing.confirmCheckout(currentUser(ctx), sessionId);
  }

  @Authorized()
  @Mutation(() => User, { description: 'Cancels the subscription and moves to Free; your data stays.' })
  cancelSubscription(@Ctx() ctx: Context): Promise<User> {
    return ctx.services.billing.cancel(currentUser(ctx));
  }
}
