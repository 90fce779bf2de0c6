import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context';
import { User } from './user.entity';

@Resolver()
export class UsersResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  me(@Ctx() ctx: Context): User | null {
    return ctx.user;
  }
}
