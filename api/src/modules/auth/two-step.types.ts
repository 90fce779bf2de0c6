import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { says } from '../../shared/validate';
import { authText } from './auth.messages';

@ObjectType({ simpleResolvers: true, description: "The signed-in user's two-step sign-in." })
export class TwoStepStatus {
  @Field({ description: 'True when a sign-in asks for a code from an authenticator app after the password.' })
  enabled: boolean;

  @Field(() => Int, { description: 'Recovery codes not used yet (0 when two-step sign-in is off).' })
  recoveryCodesLeft: number;
}

@ObjectType({ simpleResolvers: true, description: 'A two-step set-up waiting for its first code: scan the QR code or type the secret into an authenticator app.' })
export class TwoStepSetup {
  @Field({ description: 'The secret in Base32, for typing into the app by hand.' })
  secret: string;

  @Field({ description: 'The otpauth:// URI the QR code holds.' })
  uri: string;

  @Field({ description: 'The QR code as a PNG data: URL.' })
  qrCodeDataUrl: string;
}

@ArgsType()
export class SecondStepArgs {
  @Field({ description: 'The 6-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx).' })
  @IsString()
  @IsNotEmpty(says(authText('enterCode')))
  @MaxLength(40)
  code: string;
}

@ArgsType()
export class EnableTwoStepArgs {
  @Field({ description: 'The current 6-digit code from the authenticator app.' })
  @IsString()
  @IsNotEmpty(says(authText('enterCode')))
  @MaxLength(40)
  code: string;

  @Field({ defaultValue: false, description: "Also sign out every other session of the user (this one stays)." })
  @IsOptional()
  @IsBoolean()
  signOutOthers: boolean;
}

@ArgsType()
export class ConfirmPasswordArgs {
  @Field({ description: "The account's password." })
  @IsString()
  @IsNotEmpty(says(authText('enterPassword')))
  @MaxLength(200)
  password: string;
}
