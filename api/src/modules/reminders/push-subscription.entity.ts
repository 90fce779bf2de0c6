import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';

/** A browser's Web Push subscription; an endpoint belongs to one user (its lookup, PushSubscriptionEndpoint, says whose). */
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  endpoint: string;

  @Column({ type: 'text' })
  p256dh: string;

  @Column({ type: 'text' })
  auth: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The subscription that holds a push endpoint: unique across all users, so kept apart from the user's rows. */
@Entity('push_subscription_endpoints')
@Unique('push_subscription_endpoints_user_id_push_subscription_id_key', ['userId', 'pushSubscriptionId'])
export class PushSubscriptionEndpoint {
  @PrimaryColumn({ type: 'text' })
  endpoint: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'push_subscription_id', type: 'uuid' })
  pushSubscriptionId: string;

  @ManyToOne(() => PushSubscription, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'push_subscription_id', referencedColumnName: 'id' }])
  pushSubscription?: PushSubscription;
}
