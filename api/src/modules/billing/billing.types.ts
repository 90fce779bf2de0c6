import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Plan } from '../users/user.entity';

@ObjectType({ simpleResolvers: true, description: 'A plan as offered: its price and limits.' })
export class PlanOffer {
  @Field(() => Plan, { description: 'The plan.' }) plan: Plan;
  @Field({ description: 'Its name in words, e.g. "Unlimited".' }) name: string;
  @Field(() => Float, { description: 'US dollars per month.' }) pricePerMonth: number;
  @Field(() => Int, { nullable: true, description: 'Null: unlimited.' }) goals: number | null;
  @Field(() => Int, { nullable: true, description: 'Most habits held; null: unlimited.' }) habits: number | null;
  @Field(() => Int, { nullable: true, description: 'Most open tasks held; null: unlimited.' }) openTasks: number | null;
  @Field(() => Int, { nullable: true, description: 'Days of trends; null: all.' }) trendDays: number | null;
}

@ObjectType({ simpleResolvers: true, description: 'The plans on offer; public.' })
export class Plans {
  @Field({ description: 'False when the server has no Stripe keys: Unlimited cannot be bought here.' })
  paymentsEnabled: boolean;

  @Field(() => [PlanOffer], { description: 'Every plan, Free first.' })
  offers: PlanOffer[];
}

@ObjectType({ simpleResolvers: true, description: 'A Stripe Checkout session just started for the Unlimited plan.' })
export class CheckoutSessionType {
  @Field({ description: "Stripe's id of the session (cs_...)." }) id: string;
  @Field({ description: "Stripe Checkout's page: send the browser there." }) url: string;
}
