import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { UserGoal } from '../goals/user-goal.entity';
import type { UserHabit } from './user-habit.entity';

/** A habit that serves one of the user's goals (many to many); removing either removes the link. */
@Entity('habit_goals')
@Index('habit_goals_goal_idx', ['userId', 'userGoalId'])
export class HabitGoal {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  @PrimaryColumn({ name: 'user_goal_id', type: 'uuid' })
  userGoalId: string;

  @ManyToOne('UserHabit', 'servedGoals', { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_habit_id', referencedColumnName: 'id' }])
  habit?: UserHabit;

  @ManyToOne('UserGoal', { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_goal_id', referencedColumnName: 'id' }])
  goal?: UserGoal;
}
