import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context';
import { User } from '../users/user.entity';
import {
  AuthConfig, EmailArgs, GoogleProfileResult, LoginArgs, LoginResult, RegisterInput, ResetPasswordArgs, TokenArgs,
} from './auth.types';
import { paymentRequired } from './auth.service';
import { MIN_PASSWORD_SCORE } from '../users/passwords';

@Resolver()
export class AuthResolver {
  @Query(() => AuthConfig, { description: 'What sign-in options this server offers.' })
  authConfig(@Ctx() ctx: Context): AuthConfig {
    return { googleClientId: ctx.services.auth.google.enabled ? ctx.services.auth.googleClientId : undefined, minPasswordScore: MIN_PASSWORD_SCORE };
  }

  @Mutation(() => Boolean, { description: 'Creates an inactive account and emails its activation link (a Google sign-up is active at once).' })
  async register(@Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.register(input, ctx.ip, ctx.locale);
    return true;
  }

  @Mutation(() => User, { description: 'Activates an account from the token of its emailed link (it works once, for 48 hours); public.' })
  activateAccount(@Args() { token }: TokenArgs, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.auth.activate(token);
  }

  @Mutation(() => Boolean, { description: 'Sends a new activation link if the account is still waiting for one.' })
  async resendActivation(@Args() { email }: EmailArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.resendActivation(email);
    return true;
  }

  @Mutation(() => LoginResult, {
    description: 'Signs in with email and password and starts a session (a cookie); refused until the account is activated. '
      + 'With two-step sign-in on, the right password answers the error UNAUTHENTICATED with extensions.reason SECOND_STEP_REQUIRED '
      + 'and the session (not signed in) waits 5 minutes for `completeSecondStep`.',
  })
  async login(@Args() { email, password }: LoginArgs, @Ctx() ctx: Context): Promise<LoginResult> {
    const user = await ctx.services.auth.login(email, password, ctx.ip);
    await ctx.services.auth.firstStepPassed(user, ctx.session, ctx);
    return { user, paymentRequired: paymentRequired(user) };
  }

  @Mutation(() => LoginResult, { description: 'Signs in with a Google ID token and starts a session (a cookie); the account must be registered already. Two-step sign-in is asked as for `login`.' })
  async loginWithGoogle(@Args() { token }: TokenArgs, @Ctx() ctx: Context): Promise<LoginResult> {
    const user = await ctx.services.auth.loginWithGoogle(token);
    await ctx.services.auth.firstStepPassed(user, ctx.session, ctx);
    return { user, paymentRequired: paymentRequired(user) };
  }

  @Mutation(() => GoogleProfileResult, { description: "A Google sign-up's email and name, for the registration wizard." })
  validateGoogleToken(@Args() { token }: TokenArgs, @Ctx() ctx: Context): Promise<GoogleProfileResult> {
    return ctx.services.auth.validateGoogle(token);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session; answers true.' })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.session.signOut();
    return true;
  }

  @Mutation(() => Boolean, { description: 'Emails a password reset link that works once, for one hour; public, and limited per network.' })
  async requestPasswordReset(@Args() { email }: EmailArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.requestPasswordReset(email, ctx.ip);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sets a new password from an emailed link; every session of the user ends.' })
  async resetPassword(@Args() { token, password }: ResetPasswordArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.resetPassword(token, password);
    return true;
  }
}
