import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

/**
 * An app a developer registered to act for Cairn's users through OAuth 2.1 ("Developer apps" in
 * Profile). A public app (in a browser or on a phone) has no secret and proves itself by PKCE
 * alone; a confidential one (on a server) also sends its secret.
 */
@ObjectType('DeveloperApp', { simpleResolvers: true, description: 'An app registered to ask Cairn users for access (OAuth 2.1).' })
@Entity('oauth_apps')
@Index('oauth_apps_user_id_idx', ['userId', 'createdAt'])
@Check('oauth_apps_redirect_uris_check', 'cardinality(redirect_uris) BETWEEN 1 AND 10')
export class OAuthApp {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => ID, { description: "The app's id in Cairn (not its client id)." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

/** The app a client id names: unique across all users, so kept apart from the developer's rows. */
@Entity('oauth_app_client_ids')
@Unique('oauth_app_client_ids_user_id_oauth_app_id_key', ['userId', 'oauthAppId'])
export class OAuthAppClientId {
  @PrimaryColumn({ name: 'client_id', type: 'text' })
  clientId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'oauth_app_id', type: 'uuid' })
  oauthAppId: string;

  @ManyToOne(() => OAuthApp, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'oauth_app_id', referencedColumnName: 'id' }])
  app?: OAuthApp;
}
