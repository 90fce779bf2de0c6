import { Matches, ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CHALLENGES, FOCUS_AREAS } from '../../shared/profile-options';
import { MIN_PASSWORD_LENGTH } from './passwords';
import { says } from '../../shared/validate';
import { usersText } from './users.messages';

/** The Profile page's form. The plan is not here: it changes only through billing. */
@InputType({ description: "The signed-in user's profile; the plan changes only through billing." })
export class UpdateProfileInput {
  @Field({ description: 'The name the user goes by, 1 to 50 characters.' })
  @IsString()
  @Matches(/\S/, says(usersText('usernameRequired')))
  @MaxLength(50, says(usersText('usernameTooLong')))
  username: string;

  @Field({ nullable: true, description: 'A new password; blank or absent keeps the current one.' })
  @IsOptional()
  @IsString()
  @ValidateIf((input: UpdateProfileInput) => Boolean(input.password))
  @MinLength(MIN_PASSWORD_LENGTH, says(usersText('passwordTooShort', { min: MIN_PASSWORD_LENGTH })))
  @MaxLength(200)
  password?: string;

  @Field({ nullable: true, description: 'With a new password: also sign out every other device (true, the default) or keep them signed in (false).' })
  @IsOptional()
  @IsBoolean(says(usersText('signOutOthersBoolean')))
  signOutOthers?: boolean;

  @Field(() => [String], { description: 'Exactly one focus area: the key of a goal category (not Essential).' })
  @IsArray()
  @ArrayMinSize(1, says(usersText('selectFocusArea')))
  @ArrayMaxSize(1, says(usersText('selectFocusArea')))
  @IsIn(FOCUS_AREAS, says(usersText('selectFocusArea'), { each: true }))
  focusAreas: string[];

  @Field(() => [String], { description: 'Exactly one challenge from the registration list, e.g. "No Time".' })
  @IsArray()
  @ArrayMinSize(1, says(usersText('selectChallenge')))
  @ArrayMaxSize(1, says(usersText('selectChallenge')))
  @IsIn(CHALLENGES, says(usersText('selectChallenge'), { each: true }))
  challenges: string[];
}
