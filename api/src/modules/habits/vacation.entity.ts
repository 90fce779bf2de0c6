import { Check, Column, CreateDateColumn, Entity, Exclusion, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { User } from '../users/user.entity';

/**
 * A date range (both ends included) in which none of the user's habits is due. The database
 * refuses overlapping vacations of one user (vacations_no_overlap).
 */
@ObjectType('Vacation', { description: "A date range, both ends included, in which none of the user's habits is due." })
@Entity('vacations')
@Check('vacations_order_check', `start_day <= end_day`)
@Exclusion('vacations_no_overlap', `USING gist (user_id WITH =, daterange(start_day, end_day, '[]') WITH &&)`)
// (user_id, start_day, id) INCLUDE (end_day): reads of a user's vacations are index-only; TypeORM cannot declare INCLUDE.
@Index('vacations_user_start_idx', { synchronize: false })
export class Vacation {
  @Field(() => ID, { description: "The vacation's id, a UUID." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Field(() => LocalDate, { name: 'start', description: 'First day, included.' })
  @Column({ name: 'start_day', type: 'date' })
  startDay: string;

  @Field(() => LocalDate, { name: 'end', description: 'Last day, included.' })
  @Column({ name: 'end_day', type: 'date' })
  endDay: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
