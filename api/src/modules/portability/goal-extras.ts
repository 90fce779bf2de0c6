import type { EntityManager } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { UserGoal } from '../goals/user-goal.entity';
import { GoalMilestone } from '../goals/goal-milestone.entity';
import { HabitGoal } from '../habits/habit-goal.entity';
import { Task } from '../tasks/task.entity';
import type { ExportMilestone } from './export-document';

/**
 * The goal fields of issue 15 (target date, milestones, habit↔goal links, task→goal) as the
 * export reads them: user_goals.target_date, goal_milestones, habit_goals and tasks.user_goal_id.
 * Every read is one statement for all the goals or tasks it is given. (An import writes them
 * through their owners: goals, goal-plans, habits and tasks.)
 */
export interface GoalExtras { targetDate: string | null; milestones: ExportMilestone[]; habitIds: string[] }

export async function readGoalExtras(manager: EntityManager, userId: string, goalIds: readonly string[]): Promise<Map<string, GoalExtras>> {
  const extras = new Map<string, GoalExtras>(goalIds.map((id) => [id, { targetDate: null, milestones: [], habitIds: [] }]));
  if (!goalIds.length) return extras;
  const { table: goals, col: g } = sqlTable(manager, UserGoal);
  const { table: milestones, col: m } = sqlTable(manager, GoalMilestone);
  const { table: links, col: l } = sqlTable(manager, HabitGoal);
  const rows: Array<{ kind: 'goal' | 'milestone' | 'habit'; goal_id: string; text: string | null; day: string | null; done: boolean | null; habit_id: string | null }> = await manager.query(
    `SELECT 'goal' AS kind, ${g.id} AS goal_id, NULL AS text, to_char(${g.targetDate}, 'YYYY-MM-DD') AS day, NULL::boolean AS done, NULL::uuid AS habit_id, 0 AS position
       FROM ${goals} WHERE ${g.userId} = $2 AND ${g.id} = ANY($1)
     UNION ALL
     SELECT 'milestone', ${m.userGoalId}, ${m.text}, to_char(${m.dueOn}, 'YYYY-MM-DD'), ${m.done}, NULL, ${m.position} FROM ${milestones} WHERE ${m.userId} = $2 AND ${m.userGoalId} = ANY($1)
     UNION ALL
     SELECT 'habit', ${l.userGoalId}, NULL, NULL, NULL, ${l.userHabitId}, 0 FROM ${links} WHERE ${l.userId} = $2 AND ${l.userGoalId} = ANY($1)
     ORDER BY 2, 1, 7, 6`, [goalIds, userId]);
  for (const row of rows) {
    const goal = extras.get(row.goal_id)!;
    if (row.kind === 'goal') goal.targetDate = row.day;
    else if (row.kind === 'milestone') goal.milestones.push({ text: row.text!, dueOn: row.day, done: row.done! });
    else goal.habitIds.push(row.habit_id!);
  }
  return extras;
}

/** The goal each task serves, by task id. */
export async function readTaskGoals(manager: EntityManager, userId: string, taskIds: readonly string[]): Promise<Map<string, string>> {
  if (!taskIds.length) return new Map();
  // A batch of the export's (up to EXPORT_BATCH ids): one array parameter rather than thousands.
  const { table, col } = sqlTable(manager, Task);
  const rows: Array<{ id: string; goal_id: string }> = await manager.query(
    `SELECT ${col.id} AS id, ${col.userGoalId} AS goal_id FROM ${table} WHERE ${col.userId} = $2 AND ${col.id} = ANY($1) AND ${col.userGoalId} IS NOT NULL`, [taskIds, userId]);
  return new Map(rows.map((row) => [row.id, row.goal_id]));
}
