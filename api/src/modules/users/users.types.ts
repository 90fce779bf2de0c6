import { Matches, ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CHALLENGES, FOCUS_AREAS } from '../../shared/profile-options';
import { MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE } from './passwords';

/** The Profile page's form. The plan is not here: it changes only through billing. */
@InputType({ description: "The signed-in user's profile; the plan changes only through billing." })
export class UpdateProfileInput {
  @Field({ description: 'The name the user goes by, 1 to 50 characters.' })
  @IsString()
  @Matches(/\S/, { message: 'Username is required' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  username: string;

  @Field({ nullable: true, description: 'A new password; blank or absent keeps the current one.' })
  @IsOptional()
  @IsString()
  @ValidateIf((input: UpdateProfileInput) => Boolean(input.password))
  @MinLength(MIN_PASSWORD_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
  @MaxLength(200)
  password?: string;

  @Field({ nullable: true, description: 'With a new password: also sign out every other device (true, the default) or keep them signed in (false).' })
  @IsOptional()
  @IsBoolean({ message: 'signOutOthers must be true or false' })
  signOutOthers?: boolean;

  @Field(() => [String], { description: 'Exactly one focus area: the key of a goal category (not Essential).' })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select a focus area.' })
  @ArrayMaxSize(1, { message: 'Please select a focus area.' })
  @IsIn(FOCUS_AREAS, { each: true, message: 'Please select a focus area.' })
  focusAreas: string[];

  @Field(() => [String], { description: 'Exactly one challenge from the registration list, e.g. "No Time".' })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select a challenge.' })
  @ArrayMaxSize(1, { message: 'Please select a challenge.' })
  @IsIn(CHALLENGES, { each: true, message: 'Please select a challenge.' })
  challenges: string[];
}
