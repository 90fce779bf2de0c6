import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';
import { Locale } from './locale.entity';

@Entity('user_locales')
@Unique('user_locales_user_locale_key', ['userId', 'localeId'])
@Index('user_locales_locale_idx', ['localeId'])
export class UserLocale {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'locale_id', type: 'uuid' })
  localeId: string;

  @ManyToOne(() => Locale, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'locale_id' })
  locale?: Locale;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
