import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { IdArgs } from '../../shared/ids';

/** A WebAuthn answer is a few kilobytes at most. */
const MAX_ANSWER = 32_000;

@ArgsType()
export class PasskeyAnswerArgs {
  @Field({ description: "The browser's answer as JSON text: what @simplewebauthn/browser's startRegistration or startAuthentication returned." })
  @IsString()
  @MaxLength(MAX_ANSWER)
  response: string;
}

@ArgsType()
export class AddPasskeyArgs extends PasskeyAnswerArgs {
  /** Checked by the service, the one rule for GraphQL and REST. */
  @Field({ description: 'What to call it, e.g. "Phone" (1 to 60 characters).' })
  @IsString()
  name: string;
}

@ArgsType()
export class PasskeySignUpArgs extends PasskeyAnswerArgs {
  @Field(() => String, { nullable: true, description: 'What to call the passkey; "Passkey" when absent.' })
  @IsOptional()
  @IsString()
  name?: string | null;
}

@ArgsType()
export class RenamePasskeyArgs extends IdArgs {
  @Field({ description: 'The new name (1 to 60 characters).' })
  @IsString()
  name: string;
}
