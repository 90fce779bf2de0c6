import { ArrayNotEmpty, IsArray, IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { assertRecentlyVerified, currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { IdArgs } from '../../shared/ids';
import { AccessToken } from './access-token.entity';
import { connectionType, PageArgs, pageRequest, type Connection } from '../../shared/pagination';
import { says } from '../../shared/validate';
import { accessTokensText } from './access-tokens.messages';

const AccessTokenConnection = connectionType(AccessToken, 'AccessToken', 'newest first (by when each was made, then id)');

@InputType({ description: 'A new personal access token.' })
class CreateAccessTokenInput {
  /** Checked by the service, the one rule for GraphQL and REST. */
  @Field({ description: 'What it is for, e.g. "Home Assistant".' })
  name: string;

  @Field(() => [String], { description: 'What it may do, at least one: read, write (the whole account), or fine scopes such as habits:read and tasks:write (the same spelling as REST and OAuth).' })
  @IsArray()
  @ArrayNotEmpty(says(accessTokensText('chooseScope')))
  scopes: string[];

  @Field(() => Date, { nullable: true, description: 'When it stops working; absent: never.' })
  @IsOptional()
  expiresAt?: Date | null;
}

@ObjectType({ simpleResolvers: true, description: 'A token just created: its secret is shown this once and never again.' })
class CreatedAccessToken {
  @Field(() => AccessToken, { description: 'The token as it is listed from now on.' })
  token: AccessToken;

  @Field({ description: 'The secret to send as "Authorization: Bearer <secret>"; starts with cairn_pat_.' })
  secret: string;
}

@ArgsType()
class RevokeAccessTokenArgs extends IdArgs {}

@Resolver(() => AccessToken)
export class AccessTokensResolver {
  @Authorized(SESSION_ONLY)
  @Query(() => [AccessToken], { description: "The user's personal access tokens, newest first (a signed-in session only: a token cannot manage tokens)." })
  myAccessTokens(@Ctx() ctx: Context): Promise<AccessToken[]> {
    return ctx.services.accessTokens.list(currentUser(ctx));
  }

  @Authorized(SESSION_ONLY)
  @Query(() => AccessTokenConnection, { description: "A page of the user's personal access tokens, newest first: by when each was made, then id (a signed-in session only: a token cannot manage tokens)." })
  accessTokensConnection(@Args() { first, after }: PageArgs, @Ctx() ctx: Context): Promise<Connection<AccessToken>> {
    return ctx.services.accessTokens.page(currentUser(ctx), pageRequest(first, after));
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => CreatedAccessToken, { description: 'Creates a personal access token (needs a signed-in session, not a token, checked within 10 minutes: else REAUTH_REQUIRED).' })
  createAccessToken(@Arg('input', () => CreateAccessTokenInput, { description: 'The new token.' }) input: CreateAccessTokenInput, @Ctx() ctx: Context): Promise<CreatedAccessToken> {
    assertRecentlyVerified(ctx, Date.now());
    return ctx.services.accessTokens.create(currentUser(ctx), input, ctx);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => ID, { description: 'Revokes the token at once, on every instance; answers its id (a signed-in session only: a token cannot manage tokens).' })
  revokeAccessToken(@Args() { id }: RevokeAccessTokenArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.accessTokens.revoke(currentUser(ctx), id, ctx);
  }
}
