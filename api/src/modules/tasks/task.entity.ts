import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { User } from '../users/user.entity';

@ObjectType('Task')
@Entity('tasks')
export class Task {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Field()
  @Column({ type: 'text' })
  text: string;

  @Field()
  @Column({ type: 'boolean', default: false })
  complete: boolean;

  /** The user's local day the task was completed on; null while open. */
  @Field(() => LocalDate, { nullable: true })
  @Column({ name: 'completed_day', type: 'date', nullable: true })
  completedDay: string | null;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  position: number;

  /** Set when a completed task is deleted: gone from the lists, still counted in the work trend. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
