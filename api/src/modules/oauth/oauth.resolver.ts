import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { IdArgs } from '../../shared/ids';
import { OAuthApp } from './oauth-app.entity';
import { APP_SCOPES, appScopeWords } from './provider';

@InputType({ description: 'A new developer app.' })
class CreateDeveloperAppInput {
  /** Checked by the service, the one rule for GraphQL and REST. */
  @Field({ description: 'The name users see when the app asks for access.' })
  name: string;

  @Field(() => [String], { description: 'Where Cairn may send the user back: exact https URLs (http only for localhost), 1 to 10.' })
  redirectUris: string[];

  @Field({ description: 'true: a server that can keep a client secret; false: a public app (browser, phone) that proves itself by PKCE alone.' })
  confidential: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'An app just registered: a confidential app\'s secret is shown this once.' })
class CreatedDeveloperApp {
  @Field(() => OAuthApp, { description: 'The app as it is listed from now on.' })
  app: OAuthApp;

  @Field(() => String, { nullable: true, description: 'The client secret (confidential apps only); null for a public app.' })
  clientSecret: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'An app the user let act for them, and what it may do.' })
class AppAccess {
  @Field(() => ID, { description: 'The grant: revoke it to take the access away.' })
  grantId: string;

  @Field({ description: "The app's name." })
  appName: string;

  @Field({ description: "The app's client id." })
  clientId: string;

  @Field(() => [String], { description: 'What it may do in Cairn, e.g. habits:read, tasks:write.' })
  scopes: string[];

  @Field(() => [String], { description: 'What it may know to sign the user in (openid, email, profile).' })
  signInScopes: string[];

  @Field(() => Date, { description: 'When the user allowed it.' })
  grantedAt: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A scope an app (or a personal token) may hold, in the words the consent screen uses.' })
class ApiScope {
  @Field({ description: 'As sent in OAuth requests and token scopes, e.g. habits:read.' })
  scope: string;

  @Field({ description: 'What it lets an app do, in plain words.' })
  words: string;
}

@Resolver()
export class ApiScopesResolver {
  @Query(() => [ApiScope], { description: 'The scopes an app may ask for (OpenID Connect\'s and Cairn\'s), with their words in the request\'s language; public.' })
  apiScopes(@Ctx() ctx: Context): ApiScope[] {
    return APP_SCOPES.map((scope) => ({ scope, words: appScopeWords(scope, ctx.locale) }));
  }
}

@ArgsType()
class DeleteDeveloperAppArgs extends IdArgs {}

@ArgsType()
class RevokeAppAccessArgs {
  @Field(() => ID, { description: 'The grant to revoke (AppAccess.grantId).' })
  grantId: string;
}

/** Developer apps and the access users give them: a signed-in session only (a token can manage neither). */
@Authorized(SESSION_ONLY)
@Resolver()
export class OAuthResolver {
  @Query(() => [OAuthApp], { description: 'The apps the user registered to ask Cairn users for access, newest first.' })
  developerApps(@Ctx() ctx: Context): Promise<OAuthApp[]> {
    return ctx.services.oauth.apps(currentUser(ctx));
  }

  @Mutation(() => CreatedDeveloperApp, { description: 'Registers an app (at most 20 per user); a confidential one gets its secret in this answer only.' })
  createDeveloperApp(@Arg('input', () => CreateDeveloperAppInput, { description: 'The new app.' }) input: CreateDeveloperAppInput, @Ctx() ctx: Context): Promise<CreatedDeveloperApp> {
    return ctx.services.oauth.createApp(currentUser(ctx), input);
  }

  @Mutation(() => ID, { description: 'Deletes the app and every access users gave it, at once on every instance; answers its id.' })
  deleteDeveloperApp(@Args() { id }: DeleteDeveloperAppArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.oauth.deleteApp(currentUser(ctx), id);
  }

  @Query(() => [AppAccess], { description: 'The apps the user let act for them ("Apps with access"), newest first.' })
  appsWithAccess(@Ctx() ctx: Context): Promise<AppAccess[]> {
    return ctx.services.oauth.access(currentUser(ctx));
  }

  @Mutation(() => ID, { description: "Takes an app's access away at once, on every instance (its tokens stop working); answers the grant's id." })
  revokeAppAccess(@Args() { grantId }: RevokeAppAccessArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.oauth.revokeAccess(currentUser(ctx), grantId);
  }
}
