import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StoredMessage } from '../../shared/i18n/messages';
import { User } from '../users/user.entity';
import type { ImportJobStatus } from './import-jobs';

/**
 * An import run as a pg-boss job, as its owner sees it. upload_id names an import_uploads row
 * with no foreign key: the upload may be purged while the job's outcome stays.
 */
@Entity('import_jobs')
@Check('import_jobs_status_check', `status IN ('queued', 'running', 'done', 'failed')`)
@Index('import_jobs_user_id', ['userId', 'createdAt', 'id'])
@Index('import_jobs_created_at', ['createdAt'])
export class ImportJob {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'upload_id', type: 'uuid' })
  uploadId: string;

  /** The kinds of data to keep from the file; null: all. */
  @Column({ type: 'text', array: true, nullable: true })
  keep: string[] | null;

  @Column({ type: 'text', default: 'queued' })
  status: ImportJobStatus;

  /** The import's report once done. */
  @Column({ type: 'jsonb', nullable: true })
  result: unknown;

  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode: string | null;

  /** Why it failed, in English (as written before issue 29, and for English readers). */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** `message` as catalog, key and values, said in the reader's language when read; null in rows of before. */
  @Column({ name: 'message_text', type: 'jsonb', nullable: true })
  messageText: StoredMessage | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
