import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A user's authenticator-app secret (TOTP, RFC 6238). A row without `enabledAt` is a set-up
 * waiting for its first code; `lastTimeStep` is the time step of the last code accepted, so the
 * same code (or an older one) is refused within its window.
 */
@Entity('two_step_secrets')
export class TwoStepSecret {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Base32, as the authenticator app holds it. */
  @Column({ type: 'text' })
  secret: string;

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  @Column({ name: 'last_time_step', type: 'bigint', nullable: true })
  lastTimeStep: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One of a user's ten single-use recovery codes: only its sha256 is kept. */
@Entity('recovery_codes')
@Unique('recovery_codes_user_code_key', ['userId', 'codeHash'])
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
