import { Args, ArgsType, Authorized, Ctx, Field, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { unauthenticated } from '../../shared/errors';
import type { LiveEvent, LiveTopic } from '../../shared/live-updates';
import { CategoryArgs } from '../catalogue/catalogue.types';
import { Dashboard } from '../dashboard/dashboard.types';
import { UserGoal } from '../goals/user-goal.entity';
import { User } from '../users/user.entity';

@ArgsType()
class LiveDayArgs {
  @Field(() => LocalDate, { description: "The user's local day the client shows, YYYY-MM-DD." })
  day: string;
}

/** The user's own events of `topic` on this instance (fed by LISTEN/NOTIFY from every instance). */
const eventsOf = (topic: LiveTopic) => ({ context }: SubscribeResolverData<unknown, object, Context>) =>
  context.live.listen(currentUser(context).id, [topic]);

/**
 * Each event says only "this changed for you": the resolver re-reads the current state, after
 * checking the connection's credential still holds (a token revoked or a session ended since
 * the socket opened gets UNAUTHENTICATED, not data).
 */
async function stillSignedIn(ctx: Context): Promise<User> {
  const user = currentUser(ctx);
  const live = ctx.accessToken
    ? await (ctx.accessToken.appId ? ctx.services.oauth.isLive(ctx.accessToken.tokenId) : ctx.services.accessTokens.isLive(ctx.accessToken.tokenId, user.id))
    : await ctx.services.sessions.isLive(ctx.sessionId, user.id);
  const fresh = live ? await ctx.services.users.findById(user.id) : null;
  if (!fresh) throw unauthenticated();
  return fresh;
}

@Resolver()
export class LiveResolver {
  @Authorized('habits', 'tasks')
  @Subscription(() => Dashboard, {
    subscribe: eventsOf('dashboard'),
    description: "The day's dashboard, each time a habit or task of the user changes (on any instance).",
  })
  async dashboardChanged(@Root() _event: LiveEvent, @Args() { day }: LiveDayArgs, @Ctx() ctx: Context): Promise<Dashboard> {
    return ctx.services.dashboard.forDay(await stillSignedIn(ctx), day);
  }

  @Authorized('goals')
  @Subscription(() => [UserGoal], {
    subscribe: eventsOf('goals'),
    description: "The user's goals (in a category, or all), each time one is added, removed or changes status.",
  })
  async goalsChanged(@Root() _event: LiveEvent, @Args() { category }: CategoryArgs, @Ctx() ctx: Context): Promise<UserGoal[]> {
    return ctx.services.goals.list(await stillSignedIn(ctx), category);
  }

  @Authorized('profile')
  @Subscription(() => User, {
    subscribe: eventsOf('profile'),
    description: "The signed-in user, each time the profile or plan changes.",
  })
  meChanged(@Root() _event: LiveEvent, @Ctx() ctx: Context): Promise<User> {
    return stillSignedIn(ctx);
  }
}
