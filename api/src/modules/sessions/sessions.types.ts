import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'A session of the signed-in user: a browser somewhere that is signed in.' })
export class DeviceSession {
  @Field(() => ID, { description: "The session's id for `signOutDevice` (a hash: never the session's own id)." })
  id: string;

  @Field({ description: 'The browser and its major version, from the user agent, e.g. "Chrome 131"; "Unknown browser" (in the language of the request) when none can be read.' })
  browser: string;

  @Field({ description: 'The operating system, from the user agent, e.g. "macOS"; "Unknown system" (in the language of the request) when none can be read.' })
  system: string;

  @Field(() => String, { nullable: true, description: 'The address the session last came from.' })
  ip: string | null;

  @Field(() => Date, { nullable: true, description: 'When it signed in (null for a session from before the device list).' })
  firstSeen: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was last used, to within 10 minutes.' })
  lastSeen: Date | null;

  @Field({ description: 'True for the session making this request.' })
  current: boolean;
}

@ArgsType()
export class DeviceArgs {
  @Field(() => ID, { description: 'The DeviceSession id.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}
