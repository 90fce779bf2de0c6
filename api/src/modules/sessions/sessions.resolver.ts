import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { DeviceArgs, DeviceSession } from './sessions.types';

/** Devices signed in (issue 30): a session sees and ends the user's sessions; an access token cannot. */
@Resolver()
export class SessionsResolver {
  @Authorized(SESSION_ONLY)
  @Query(() => [DeviceSession], { description: "Every session of the signed-in user, this one first, then the most recently used." })
  devicesSignedIn(@Ctx() ctx: Context): Promise<DeviceSession[]> {
    return ctx.services.sessions.list(currentUser(ctx).id, ctx.sessionId, ctx.locale);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean, { description: 'Signs one session out at once, on every instance (its open subscriptions close at their next check).' })
  async signOutDevice(@Args() { id }: DeviceArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.sessions.endOne(currentUser(ctx).id, id);
    return true;
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean, { description: "Signs out every session of the user but this one, at once, on every instance." })
  async signOutEverywhereElse(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.sessions.endAll(currentUser(ctx).id, { keepSessionId: ctx.sessionId });
    return true;
  }
}
