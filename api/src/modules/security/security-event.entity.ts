import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';
import type { SecurityEventKind } from '../../shared/events';

export const SECURITY_EVENT_KINDS: readonly SecurityEventKind[] = [
  'sign_in_new_device', 'second_step_failed', 'password_changed', 'email_changed', 'passkey_added', 'passkey_removed',
  'token_created', 'token_revoked', 'two_step_enabled', 'two_step_disabled',
];

/** One line of a user's security record (issue 30): kept 180 days, exported with the account. */
@Entity('security_events')
@Check('security_events_kind_check', `kind IN ('sign_in_new_device', 'second_step_failed', 'password_changed', 'email_changed',
          'passkey_added', 'passkey_removed', 'token_created', 'token_revoked', 'two_step_enabled', 'two_step_disabled')`)
@Index('security_events_user_created_idx', ['userId', 'createdAt', 'id'])
@Index('security_events_user_device_idx', ['userId', 'device'])
export class SecurityEventRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  kind: SecurityEventKind;

  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  /** For sign-ins: the device's key (see security.service.ts deviceKey), to tell a new device. */
  @Column({ type: 'text', nullable: true })
  device: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
