import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

/**
 * An app a developer registered to act for Cairn's users through OAuth 2.1 ("Developer apps" in
 * Profile). A public app (in a browser or on a phone) has no secret and proves itself by PKCE
 * alone; a confidential one (on a server) also sends its secret.
 */
@ObjectType('DeveloperApp', { simpleResolvers: true, description: 'An app registered to ask Cairn users for access (OAuth 2.1).' })
@Entity('oauth_apps')
@Unique('oauth_apps_client_id_key', ['clientId'])
@Index('oauth_apps_user_id_idx', ['userId', 'createdAt'])
@Check('oauth_apps_redirect_uris_check', 'cardinality(redirect_uris) BETWEEN 1 AND 10')
export class OAuthApp {
  @Field(() => ID, { description: "The app's id in Cairn (not its client id)." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Field({ description: 'The client_id the app sends to /oauth/auth and /oauth/token.' })
  @Column({ name: 'client_id', type: 'text' })
  clientId: string;

  @Field({ description: 'The name users see on the consent screen and under "Apps with access".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => [String], { description: 'Where Cairn may send the user back with a code: exact https URLs (http only for localhost).' })
  @Column({ name: 'redirect_uris', type: 'text', array: true })
  redirectUris: string[];

  @Field({ description: 'true: a server that keeps a client secret; false: a public app (browser, phone) that has none.' })
  @Column({ type: 'boolean' })
  confidential: boolean;

  /** A confidential app's secret, which oidc-provider compares on every token request; null for a public app. */
  @Column({ name: 'client_secret', type: 'text', nullable: true, select: false })
  clientSecret: string | null;

  @Field(() => Date, { description: 'When the app was registered.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
