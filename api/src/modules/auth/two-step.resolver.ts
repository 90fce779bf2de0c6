import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { assertRecentlyVerified, currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { LoginResult } from './auth.types';
import { paymentRequired } from './auth.service';
import { ConfirmPasswordArgs, EnableTwoStepArgs, SecondStepArgs, TwoStepSetup, TwoStepStatus } from './two-step.types';

/** Two-step sign-in (issue 30): for a session only; an access token can do none of it. */
@Resolver()
export class TwoStepResolver {
  @Authorized(SESSION_ONLY)
  @Query(() => TwoStepStatus, { description: "The signed-in user's two-step sign-in: on or off, and the recovery codes left." })
  twoStepStatus(@Ctx() ctx: Context): Promise<TwoStepStatus> {
    return ctx.services.auth.twoStep.status(currentUser(ctx).id);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => TwoStepSetup, { description: 'Starts setting up two-step sign-in: a new secret, on only once `enableTwoStep` gets a code from it.' })
  beginTwoStepSetup(@Ctx() ctx: Context): Promise<TwoStepSetup> {
    return ctx.services.auth.twoStep.beginSetup(currentUser(ctx));
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => [String], { description: 'Turns two-step sign-in on with a current code from the app; answers the ten single-use recovery codes, shown this once.' })
  async enableTwoStep(@Args() { code, signOutOthers }: EnableTwoStepArgs, @Ctx() ctx: Context): Promise<string[]> {
    const user = currentUser(ctx);
    const codes = await ctx.services.auth.twoStep.enable(user.id, code, ctx);
    if (signOutOthers) await ctx.services.sessions.endAll(user.id, { keepSessionId: ctx.sessionId });
    return codes;
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => [String], { description: 'Ten new recovery codes (the old ones stop working); asks for a recent check (REAUTH_REQUIRED).' })
  regenerateRecoveryCodes(@Ctx() ctx: Context): Promise<string[]> {
    assertRecentlyVerified(ctx, Date.now());
    return ctx.services.auth.twoStep.regenerateRecoveryCodes(currentUser(ctx).id);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean, { description: 'Turns two-step sign-in off; asks for a recent check (REAUTH_REQUIRED).' })
  async disableTwoStep(@Ctx() ctx: Context): Promise<boolean> {
    assertRecentlyVerified(ctx, Date.now());
    await ctx.services.auth.twoStep.disable(currentUser(ctx).id, ctx);
    return true;
  }

  @Mutation(() => LoginResult, {
    description: 'The second step of a sign-in that `login` answered with SECOND_STEP_REQUIRED: a code from the app (each once) '
      + 'or a recovery code (each once); throttled like the password. Starts the session.',
  })
  async completeSecondStep(@Args() { code }: SecondStepArgs, @Ctx() ctx: Context): Promise<LoginResult> {
    const user = await ctx.services.auth.completeSecondStep(ctx.session, code, ctx);
    return { user, paymentRequired: paymentRequired(user) };
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean, { description: 'The password again, when a change of credentials answered REAUTH_REQUIRED: the session counts as checked for 10 minutes. Throttled like login.' })
  async confirmPassword(@Args() { password }: ConfirmPasswordArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.confirmPassword(currentUser(ctx), password, ctx.session, ctx.ip);
    return true;
  }
}
