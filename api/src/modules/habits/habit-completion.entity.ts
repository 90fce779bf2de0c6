import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserHabit } from './user-habit.entity';

/** One day on which a habit was done. The primary key makes a second "done" a no-op. */
@Entity('habit_completions')
export class HabitCompletion {
  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_habit_id' })
  userHabit?: UserHabit;
}
