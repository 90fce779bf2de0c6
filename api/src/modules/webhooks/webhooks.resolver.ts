import { IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { IdArgs } from '../../shared/ids';
import { WebhookDelivery, type WebhookAttempt } from './webhook-delivery.entity';
import { WebhookEndpoint, WebhookEventType } from './webhook-endpoint.entity';
import type { WebhookOwner } from './webhooks.service';
import { attemptsIn, deliveryErrorIn, disabledReasonIn } from './webhooks.messages';

@InputType({ description: 'A new webhook endpoint.' })
class CreateWebhookEndpointInput {
  /** Checked by the service, the one rule for GraphQL and REST. */
  @Field({ description: 'Where to POST deliveries: an https:// URL on a public address.' })
  url: string;

  @Field(() => [WebhookEventType], { description: 'The events it receives; at least one.' })
  events: WebhookEventType[];
}

@InputType({ description: "Changes to a webhook endpoint: what is absent stays as it is (its secret and state always do)." })
class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true, description: 'A new https:// URL.' })
  @IsOptional()
  url?: string | null;

  @Field(() => [WebhookEventType], { nullable: true, description: 'The events it receives from now on; at least one.' })
  @IsOptional()
  events?: WebhookEventType[] | null;
}

@ObjectType({ simpleResolvers: true, description: 'An endpoint just registered: its signing secret is shown this once and never again.' })
class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint as it is listed from now on.' })
  endpoint: WebhookEndpoint;

  @Field({ description: 'The HMAC-SHA256 key of its Cairn-Signature headers; starts with whsec_.' })
  secret: string;
}

@ArgsType()
class DeliveriesArgs {
  @Field(() => ID, { description: 'The endpoint whose delivery log to read.' })
  endpointId: string;

  @Field(() => Int, { nullable: true, description: 'How many of the newest deliveries: 1 to 100, 20 when absent.' })
  @IsOptional()
  limit?: number | null;
}

@ArgsType()
class SetEnabledArgs extends IdArgs {
  @Field({ description: 'True to enable it (afresh: its failures forgotten), false to stop its deliveries.' })
  enabled: boolean;
}

@Resolver(() => WebhookEndpoint)
export class WebhooksResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Why it was disabled, for people, in the language of the request; null while enabled.' })
  disabledReason(@Root() endpoint: WebhookEndpoint, @Ctx() ctx: Context): string | null {
    return disabledReasonIn(endpoint, ctx.locale);
  }

  @Authorized('webhooks')
  @Query(() => [WebhookEndpoint], { description: "The user's webhook endpoints, newest first (never their secrets)." })
  webhookEndpoints(@Ctx() ctx: Context): Promise<WebhookEndpoint[]> {
    return ctx.services.webhooks.list(owner(ctx));
  }

  @Authorized('webhooks')
  @Query(() => [WebhookDelivery], { description: "An endpoint's delivery log, newest first: each event, its state, attempts and response codes. Another user's endpoint is NOT_FOUND." })
  webhookDeliveries(@Args() { endpointId, limit }: DeliveriesArgs, @Ctx() ctx: Context): Promise<WebhookDelivery[]> {
    return ctx.services.webhooks.deliveries(owner(ctx), endpointId, limit);
  }

  @Authorized('webhooks')
  @Mutation(() => CreatedWebhookEndpoint, { description: 'Registers a webhook endpoint (at most 10 per user); the answer holds its signing secret, shown only this once.' })
  createWebhookEndpoint(@Arg('input', () => CreateWebhookEndpointInput, { description: 'The new endpoint.' }) input: CreateWebhookEndpointInput, @Ctx() ctx: Context): Promise<CreatedWebhookEndpoint> {
    return ctx.services.webhooks.create(owner(ctx), input);
  }

  @Authorized('webhooks')
  @Mutation(() => WebhookEndpoint, { description: "Changes an endpoint's URL or events." })
  updateWebhookEndpoint(@Args() { id }: IdArgs, @Arg('input', () => UpdateWebhookEndpointInput, { description: 'What changes.' }) input: UpdateWebhookEndpointInput, @Ctx() ctx: Context): Promise<WebhookEndpoint> {
    return ctx.services.webhooks.update(owner(ctx), id, input);
  }

  @Authorized('webhooks')
  @Mutation(() => WebhookEndpoint, { description: 'Enables an endpoint (one disabled for failing, too) or disables it.' })
  setWebhookEndpointEnabled(@Args() { id, enabled }: SetEnabledArgs, @Ctx() ctx: Context): Promise<WebhookEndpoint> {
    return ctx.services.webhooks.setEnabled(owner(ctx), id, enabled);
  }

  @Authorized('webhooks')
  @Mutation(() => WebhookDelivery, { description: 'Sends an enabled endpoint a test event (ping), signed and retried like any other; answers its delivery.' })
  sendWebhookTestEvent(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<WebhookDelivery> {
    return ctx.services.webhooks.sendTest(owner(ctx), id);
  }

  @Authorized('webhooks')
  @Mutation(() => ID, { description: 'Deletes an endpoint and its delivery log; answers its id.' })
  deleteWebhookEndpoint(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.webhooks.remove(owner(ctx), id);
  }
}

/** A delivery's errors, kept as key and values, said in the request's language (issue 29). */
@Resolver(() => WebhookDelivery)
export class WebhookDeliveryFieldsResolver {
  @FieldResolver()
  lastError(@Root() delivery: WebhookDelivery, @Ctx() ctx: Context): string | null {
    return deliveryErrorIn(delivery.lastError, delivery.lastErrorText, ctx.locale);
  }

  @FieldResolver()
  attemptLog(@Root() delivery: WebhookDelivery, @Ctx() ctx: Context): WebhookAttempt[] {
    return attemptsIn(delivery.attemptLog, ctx.locale);
  }
}

/** The user, and the token's scopes and app when the request has one (an app manages only its own endpoints). */
function owner(ctx: Context): WebhookOwner {
  const user = currentUser(ctx);
  return ctx.accessToken ? { user, scopes: ctx.accessToken.scopes, appId: ctx.accessToken.appId } : { user };
}
