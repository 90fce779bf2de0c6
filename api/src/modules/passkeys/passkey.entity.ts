import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

/** bigint comes back from pg as text: a counter fits a JS number (2^32 at most, by the spec). */
const bigintNumber = { to: (value: number) => value, from: (value: string | number) => Number(value) };

@ObjectType('Passkey', { simpleResolvers: true, description: 'A passkey (WebAuthn credential) the user can sign in with.' })
@Entity('passkeys')
@Check('passkeys_counter_check', `counter >= 0`)
@Index('passkeys_user_id_idx', ['userId', 'createdAt'])
export class Passkey {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => ID, { description: "The passkey's id in Cairn, a UUID (not its credential id)." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The credential id the authenticator made, base64url (unique across all users through PasskeyCredentialId). */
  @Column({ name: 'credential_id', type: 'text' })
  credentialId: string;

  /** The credential's COSE public key. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey: Buffer;

  /** The authenticator's signature counter, which must go up (when it is not zero). */
  @Column({ type: 'bigint', default: 0, transformer: bigintNumber })
  counter: number;

  /** How the browser can reach the authenticator (internal, hybrid, usb…), as it reported. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  transports: string[];

  @Field({ description: 'What the user called it, e.g. "Phone".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => Date, { description: 'When the passkey was added.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Its last sign-in or confirmation; null: never used since it was added.' })
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

/** The passkey a credential id belongs to: unique across all users, so kept apart from the user's rows. */
@Entity('passkey_credential_ids')
@Unique('passkey_credential_ids_user_id_passkey_id_key', ['userId', 'passkeyId'])
export class PasskeyCredentialId {
  @PrimaryColumn({ name: 'credential_id', type: 'text' })
  credentialId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'passkey_id', type: 'uuid' })
  passkeyId: string;

  @ManyToOne(() => Passkey, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'passkey_id', referencedColumnName: 'id' }])
  passkey?: Passkey;
}

export type ChallengePurpose = 'sign_in' | 'sign_up' | 'add' | 'confirm';

/** A WebAuthn challenge handed out and not yet answered: deleted when used, refused once expired. */
@Entity('webauthn_challenges')
@Check('webauthn_challenges_purpose_check', `purpose IN ('sign_in', 'sign_up', 'add', 'confirm')`)
@Index('webauthn_challenges_expires_at_idx', ['expiresAt'])
@Index('webauthn_challenges_user_id_idx', ['userId'])
export class WebauthnChallenge {
  /** The challenge itself, base64url, as the browser signs it into clientDataJSON. */
  @PrimaryColumn({ type: 'text' })
  challenge: string;

  @Column({ type: 'text' })
  purpose: ChallengePurpose;

  /** The signed-in user it was given to (add, confirm); null for sign-in and sign-up. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** For a sign-up: the account to create once the passkey is made. */
  @Column({ name: 'sign_up', type: 'jsonb', nullable: true })
  signUp: object | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
