import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserHabit } from './user-habit.entity';

/**
 * A note on one day of a habit, whatever the day came to: done, skipped, short of the target,
 * or nothing recorded (migration HabitDayNotes). The day's state lives in habit_completions.
 */
@Entity('habit_day_notes')
@Check('habit_day_notes_note_check', `length(note) BETWEEN 1 AND 500`)
export class HabitDayNote {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'text' })
  note: string;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_habit_id', referencedColumnName: 'id' }])
  userHabit?: UserHabit;
}
