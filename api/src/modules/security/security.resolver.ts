import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { TokenArgs } from '../auth/auth.types';
import { SecurityActivity } from './security.types';
import { connectionType, PageArgs, pageRequest, type Connection } from '../../shared/pagination';

const SecurityActivityConnection = connectionType(SecurityActivity, 'SecurityActivity', 'newest first (by when each line was written, then id)');

@Resolver()
export class SecurityResolver {
  @Authorized(SESSION_ONLY)
  @Query(() => [SecurityActivity], { description: "The signed-in user's security record, newest first (the latest 50)." })
  securityActivity(@Ctx() ctx: Context): Promise<SecurityActivity[]> {
    return ctx.services.security.list(currentUser(ctx).id, ctx.locale);
  }

  @Authorized(SESSION_ONLY)
  @Query(() => SecurityActivityConnection, { description: "A page of the signed-in user's whole security record (kept 180 days), newest first: by when each line was written, then id (a signed-in session only)." })
  securityActivityConnection(@Args() { first, after }: PageArgs, @Ctx() ctx: Context): Promise<Connection<SecurityActivity>> {
    return ctx.services.security.page(currentUser(ctx).id, ctx.locale, pageRequest(first, after));
  }

  @Mutation(() => Boolean, { description: 'The "This wasn\'t me" link of a security email (it works once, for 7 days): ends every session of the account and emails a password reset link; public.' })
  async reportNotMe(@Args() { token }: TokenArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.security.notMe(token);
    return true;
  }
}
