import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { User } from './user.entity';
import { UpdateProfileInput } from './users.types';

@Resolver()
export class UsersResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  me(@Ctx() ctx: Context): User | null {
    return ctx.user;
  }

  @Authorized()
  @Mutation(() => User)
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: Context): Promise<User> {
    const user = currentUser(ctx);
    return ctx.services.users.updateProfile(user, user.id, input, ctx.sessionId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the account and everything in it, and signs out.' })
  async deleteAccount(@Ctx() ctx: Context): Promise<boolean> {
    const user = currentUser(ctx);
    await ctx.services.users.deleteAccount(user, user.id);
    await ctx.session.signOut();
    return true;
  }
}
