import {
  Matches, ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength,
} from 'class-validator';
import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { CHALLENGES, FOCUS_AREAS } from '../../shared/profile-options';
import { User } from '../users/user.entity';
import { MIN_PASSWORD_LENGTH } from './passwords';

export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
const MAX_PASSWORD_LENGTH = 200;

@InputType()
export class RegisterInput {
  @Field(() => [String])
  @IsArray()
  @ArrayMinSize(1, { message: 'Select an area you want to focus on' })
  @ArrayMaxSize(1, { message: 'Select one area to focus on' })
  @IsIn(FOCUS_AREAS, { each: true, message: 'Select an area you want to focus on' })
  focusAreas: string[];

  @Field(() => [String])
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select at least one challenge' })
  @ArrayMaxSize(CHALLENGES.length)
  @IsIn(CHALLENGES, { each: true, message: 'Please select at least one challenge' })
  challenges: string[];

  @Field()
  @IsString()
  @Matches(/\S/, { message: 'Username is required' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  username: string;

  @Field()
  @IsEmail({}, { message: 'Please enter a valid email address' })
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
  @MinLength(MIN_PASSWORD_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
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
}

@ArgsType()
export class LoginArgs {
  @Field()
  @IsString({ message: 'Missing Username or Password' })
  @IsNotEmpty({ message: 'Missing Username or Password' })
  @MaxLength(254)
  email: string;

  @Field()
  @IsString({ message: 'Missing Username or Password' })
  @IsNotEmpty({ message: 'Missing Username or Password' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  password: string;
}

@ArgsType()
export class EmailArgs {
  @Field()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;
}

@ArgsType()
export class TokenArgs {
  @Field({ description: 'The token from an emailed link, or a Google ID token.' })
  @IsString()
  @IsNotEmpty({ message: 'A token is required' })
  @MaxLength(4096)
  token: string;
}

@ArgsType()
export class ResetPasswordArgs {
  @Field()
  @IsString()
  @IsNotEmpty({ message: 'A token is required' })
  @MaxLength(200)
  token: string;

  @Field()
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: PASSWORD_LENGTH_MESSAGE })
  @MaxLength(MAX_PASSWORD_LENGTH)
  password: string;
}

@ObjectType()
export class LoginResult {
  @Field(() => User)
  user: User;

  @Field({ description: 'True when the account is on Unlimited without an active subscription: go to checkout.' })
  paymentRequired: boolean;
}

@ObjectType()
export class GoogleProfileResult {
  @Field()
  email: string;

  @Field()
  name: string;
}

@ObjectType()
export class AuthConfig {
  @Field({ nullable: true, description: 'The Google client id, when Google sign-in is on.' })
  googleClientId?: string;
}
