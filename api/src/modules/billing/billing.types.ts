import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Plan } from '../users/user.entity';

@ObjectType()
export class PlanOffer {
  @Field(() => Plan) plan: Plan;
  @Field() name: string;
  @Field(() => Float, { description: 'US dollars per month.' }) pricePerMonth: number;
  @Field(() => Int, { nullable: true, description: 'Null: unlimited.' }) goals: number | null;
  @Field(() => Int, { nullable: true }) habits: number | null;
  @Field(() => Int, { nullable: true }) openTasks: number | null;
  @Field(() => Int, { nullable: true, description: 'Days of trends; null: all.' }) trendDays: number | null;
}

@ObjectType()
export class Plans {
  @Field({ description: 'False when the server has no Stripe keys: Unlimited cannot be bought here.' })
  paymentsEnabled: boolean;

  @Field(() => [PlanOffer])
  offers: PlanOffer[];
}

@ObjectType()
export class CheckoutSessionType {
  @Field() id: string;
  @Field({ description: "Stripe Checkout's page: send the browser there." }) url: string;
}
