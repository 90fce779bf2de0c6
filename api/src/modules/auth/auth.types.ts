import {
  Matches, ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength,
} from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { CHALLENGES, FOCUS_AREAS } from '../../shared/profile-options';
import { User } from '../users/user.entity';
import { MIN_PASSWORD_LENGTH } from '../users/passwords';
import { says } from '../../shared/validate';
import { usersText } from '../users/users.messages';
import { authText } from './auth.messages';

const MAX_PASSWORD_LENGTH = 200;

@InputType({ description: 'A new account, from the registration wizard.' })
export class RegisterInput {
  @Field(() => [String], { description: 'Exactly one focus area: the key of a goal category (not Essential).' })
  @IsArray()
  @ArrayMinSize(1, says(authText('focusAreaMissing')))
  @ArrayMaxSize(1, says(authText('focusAreaOne')))
  @IsIn(FOCUS_AREAS, says(authText('focusAreaMissing'), { each: true }))
  focusAreas: string[];

  @Field(() => [String], { description: 'One or more challenges from the registration list, e.g. "No Time".' })
  @IsArray()
  @ArrayMinSize(1, says(authText('challengeMissing')))
  @ArrayMaxSize(CHALLENGES.length)
  @IsIn(CHALLENGES, says(authText('challengeMissing'), { each: true }))
  challenges: string[];

  @Field({ description: 'The name the user goes by, 1 to 50 characters.' })
  @IsString()
  @Matches(/\S/, says(usersText('usernameRequired')))
  @MaxLength(50, says(usersText('usernameTooLong')))
  username: string;

  @Field({ description: 'The email address to sign in with; for a Google sign-up, the Google address.' })
  @IsEmail({}, says(authText('validEmail')))
  @MaxLength(254)
  email: string;

  @Field(() => String, { nullable: true, description: "The browser's detected IANA time zone; UTC when absent." })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string | null;

  @Field({ nullable: true, description: 'Required unless googleToken is given.' })
  @IsOptional()
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, says(usersText('passwordTooShort', { min: MIN_PASSWORD_LENGTH })))
  @MaxLength(MAX_PASSWORD_LENGTH)
  password?: string;

  @Field({ nullable: true, description: 'A Google ID token, for a Google sign-up.' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  googleToken?: string;

  @Field({ nullable: true, defaultValue: 'free', description: "The plan chosen in the wizard: only 'free' for now." })
  @IsOptional()
  @IsIn(['free', 'unlimited'])
  goalsLevel?: string;

  @Field(() => String, { nullable: true, description: "The locale chosen in the wizard (a BCP 47 tag of a language Cairn speaks, e.g. de-DE); the request's Accept-Language when absent." })
  @IsOptional()
  @IsString()
  @MaxLength(35)
  locale?: string | null;
}

@ArgsType()
export class LoginArgs {
  @Field({ description: 'The email address of the account (case does not matter).' })
  @IsString(says(authText('missingCredentials')))
  @IsNotEmpty(says(authText('missingCredentials')))
  @MaxLength(254)
  email: string;

  @Field({ description: "The account's password." })
  @IsString(says(authText('missingCredentials')))
  @IsNotEmpty(says(authText('missingCredentials')))
  @MaxLength(MAX_PASSWORD_LENGTH)
  password: string;
}

@ArgsType()
export class EmailArgs {
  @Field({ description: 'The email address of the account.' })
  @IsEmail({}, says(authText('validEmail')))
  @MaxLength(254)
  email: string;
}

@ArgsType()
export class TokenArgs {
  @Field({ description: 'The token from an emailed link, or a Google ID token.' })
  @IsString()
  @IsNotEmpty(says(authText('tokenRequired')))
  @MaxLength(4096)
  token: string;
}

@ArgsType()
export class ResetPasswordArgs {
  @Field({ description: 'The token from the emailed reset link (it works once, for one hour).' })
  @IsString()
  @IsNotEmpty(says(authText('tokenRequired')))
  @MaxLength(200)
  token: string;

  @Field({ description: 'The new password, 8 to 200 characters.' })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, says(usersText('passwordTooShort', { min: MIN_PASSWORD_LENGTH })))
  @MaxLength(MAX_PASSWORD_LENGTH)
  password: string;
}

@ObjectType({ simpleResolvers: true, description: 'The answer to a sign-in: the user, now signed in with a session cookie.' })
export class LoginResult {
  @Field(() => User, { description: 'The user just signed in.' })
  user: User;

  @Field({ description: 'True when the account is on Unlimited without an active subscription: go to checkout.' })
  paymentRequired: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'The email address and name of a Google account, read from its ID token.' })
export class GoogleProfileResult {
  @Field({ description: "The Google account's email address, in lower case." })
  email: string;

  @Field({ description: "The name on the Google account, or the email's local part when it has none." })
  name: string;
}

@ObjectType({ simpleResolvers: true, description: 'The sign-in options this server offers; public.' })
export class AuthConfig {
  @Field({ nullable: true, description: 'The Google client id, when Google sign-in is on.' })
  googleClientId?: string;

  @Field(() => Int, { description: "The lowest zxcvbn score (0 to 4) a new password may have; weaker ones are refused with the estimator's reason." })
  minPasswordScore: number;
}
