import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { TokenArgs } from '../auth/auth.types';
import { SecurityActivity } from './security.types';

@Resolver()
export class SecurityResolver {
  @Authorized(SESSION_ONLY)
  @Query(() => [SecurityActivity], { description: "The signed-in user's security record, newest first (the latest 50)." })
  securityActivity(@Ctx() ctx: Context): Promise<SecurityActivity[]> {
    return ctx.services.security.list(currentUser(ctx).id);
  }

  @Mutation(() => Boolean, { description: 'The "This wasn\'t me" link of a security email (it works once, for 7 days): ends every session of the account and emails a password reset link; public.' })
  async reportNotMe(@Args() { token }: TokenArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.security.notMe(token);
    return true;
  }
}
