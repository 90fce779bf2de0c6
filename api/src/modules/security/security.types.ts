import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: "One line of the user's security record (kept 180 days)." })
export class SecurityActivity {
  @Field(() => ID, { description: "The line's id." })
  id: string;

  @Field({ description: 'What happened, as a key: sign_in_new_device, second_step_failed, password_changed, email_changed, passkey_added, passkey_removed, token_created, token_revoked, two_step_enabled or two_step_disabled.' })
  kind: string;

  @Field({ description: 'What happened, in words, e.g. "Signed in from a new device".' })
  summary: string;

  @Field(() => String, { nullable: true, description: "More about it, e.g. the access token's name." })
  detail: string | null;

  @Field(() => String, { nullable: true, description: 'The address the request came from.' })
  ip: string | null;

  @Field(() => String, { nullable: true, description: 'The browser, from the user agent.' })
  browser: string | null;

  @Field(() => String, { nullable: true, description: 'The operating system, from the user agent.' })
  system: string | null;

  @Field(() => Date, { description: 'When it happened.' })
  createdAt: Date;
}
