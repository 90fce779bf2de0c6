import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { assertRecentlyVerified, currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { sessionRequired } from '../../shared/errors';
import { IdArgs } from '../../shared/ids';
import { paymentRequired } from '../auth/auth.service';
import { LoginResult, RegisterInput } from '../auth/auth.types';
import { Passkey } from './passkey.entity';
import { AddPasskeyArgs, PasskeyAnswerArgs, PasskeySignUpArgs, RenamePasskeyArgs } from './passkeys.types';

/** A sign-in or sign-up starts a browser session: an access token has none. */
function assertNoToken(ctx: Context): void {
  if (ctx.accessToken) throw sessionRequired();
}

@Resolver(() => Passkey)
export class PasskeysResolver {
  @Authorized(SESSION_ONLY)
  @Query(() => [Passkey], { description: "The signed-in user's passkeys, oldest first (needs a session, not a token)." })
  passkeys(@Ctx() ctx: Context): Promise<Passkey[]> {
    return ctx.services.passkeys.list(currentUser(ctx).id);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => String, {
    description: 'Options (JSON text, for @simplewebauthn/browser startRegistration) to add a passkey; valid once, for 5 minutes. '
      + 'Refused with FORBIDDEN, reason REAUTH_REQUIRED, when the session last proved its user more than 10 minutes ago.',
  })
  passkeyRegistrationOptions(@Ctx() ctx: Context): Promise<string> {
    assertRecentlyVerified(ctx, Date.now());
    return ctx.services.passkeys.addOptions(currentUser(ctx));
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Passkey, { description: 'Adds the passkey the browser made from passkeyRegistrationOptions (asks a recent check, as those do).' })
  addPasskey(@Args() { name, response }: AddPasskeyArgs, @Ctx() ctx: Context): Promise<Passkey> {
    assertRecentlyVerified(ctx, Date.now());
    return ctx.services.passkeys.add(currentUser(ctx), name, response, ctx.ip);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Passkey, { description: 'Renames one of your passkeys.' })
  renamePasskey(@Args() { id, name }: RenamePasskeyArgs, @Ctx() ctx: Context): Promise<Passkey> {
    return ctx.services.passkeys.rename(currentUser(ctx), id, name);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => ID, { description: "Removes one of your passkeys; answers its id. Refused (CONFLICT) when it is the account's only way to sign in." })
  removePasskey(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.passkeys.remove(currentUser(ctx), id, ctx.ip);
  }

  @Mutation(() => String, { description: 'Options (JSON text, for startAuthentication) to sign in with any passkey (discoverable: no list of credentials); public, valid once, for 5 minutes.' })
  passkeySignInOptions(@Ctx() ctx: Context): Promise<string> {
    assertNoToken(ctx);
    return ctx.services.passkeys.signInOptions(ctx.ip);
  }

  @Mutation(() => LoginResult, { description: 'Signs in with a passkey and starts a new session (a cookie), as login does; a passkey counts as both steps of a two-step sign-in. Refused until the account is activated.' })
  async signInWithPasskey(@Args() { response }: PasskeyAnswerArgs, @Ctx() ctx: Context): Promise<LoginResult> {
    assertNoToken(ctx);
    const user = await ctx.services.passkeys.signIn(response, { ip: ctx.ip, userAgent: ctx.userAgent });
    await ctx.session.signIn(user.id);
    return { user, paymentRequired: paymentRequired(user) };
  }

  @Mutation(() => String, {
    description: 'Starts a registration with a passkey instead of a password: checks the account (its password is ignored) and answers options (JSON text, for startRegistration), valid once, for 5 minutes.',
  })
  passkeySignUpOptions(@Arg('input', () => RegisterInput, { description: 'The new account, without a password.' }) input: RegisterInput, @Ctx() ctx: Context): Promise<string> {
    assertNoToken(ctx);
    return ctx.services.passkeys.signUpOptions(input, ctx.ip, ctx.locale);
  }

  @Mutation(() => Boolean, { description: 'Creates the account started by passkeySignUpOptions with its passkey and no password, and emails its activation link (it signs in once activated).' })
  async registerWithPasskey(@Args() { response, name }: PasskeySignUpArgs, @Ctx() ctx: Context): Promise<boolean> {
    assertNoToken(ctx);
    await ctx.services.passkeys.signUp(response, name ?? undefined, ctx.ip);
    return true;
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => String, { description: "Options (JSON text, for startAuthentication) to confirm it's you with one of your passkeys; valid once, for 5 minutes." })
  passkeyConfirmOptions(@Ctx() ctx: Context): Promise<string> {
    return ctx.services.passkeys.confirmOptions(currentUser(ctx));
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean, { description: 'Confirms it is you with one of your passkeys: the session counts as recently verified for 10 minutes.' })
  async confirmWithPasskey(@Args() { response }: PasskeyAnswerArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.passkeys.confirm(currentUser(ctx), response);
    await ctx.session.markVerified();
    return true;
  }
}
