import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Item } from '../catalogue/item.entity';
import { User } from '../users/user.entity';
import { milliColumn } from './milli-column';
import type { Direction } from './rules/quantity';

/** A habit the user keeps: the link between a user and a catalogue item. */
@ObjectType('UserHabit')
@Entity('user_habits')
export class UserHabit {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId: string;

  @ManyToOne(() => Item, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: Item;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  position: number;

  /** daily | weekdays | per_period (see rules/schedule.ts). */
  @Column({ name: 'schedule_kind', type: 'text', default: 'daily' })
  scheduleKind: 'daily' | 'weekdays' | 'per_period';

  /** ISO weekdays (1 = Monday) of a `weekdays` schedule. */
  @Column({ type: 'smallint', array: true, nullable: true })
  weekdays: number[] | null;

  /** A `per_period` schedule: freq_num times in freq_den days (7 a calendar week, 30 a calendar month). */
  @Column({ name: 'freq_num', type: 'smallint', nullable: true })
  freqNum: number | null;

  @Column({ name: 'freq_den', type: 'smallint', nullable: true })
  freqDen: number | null;

  /** A measured habit's unit, daily target (thousandths) and direction; all null for yes/no. */
  @Column({ type: 'text', nullable: true })
  unit: string | null;

  @Column({ name: 'target_milli', type: 'bigint', nullable: true, transformer: milliColumn })
  targetMilli: number | null;

  @Column({ type: 'text', nullable: true })
  direction: Direction | null;

  /** Missed due days forgiven automatically per calendar month. */
  @Column({ name: 'skip_budget', type: 'smallint', default: 0 })
  skipBudget: number;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
