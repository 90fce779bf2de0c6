import type { EntityManager } from 'typeorm';
import type { ExportMilestone } from './export-document';

/**
 * The goal fields of issue 15 (target date, milestones, habit↔goal links, task→goal) as the
 * export reads them: user_goals.target_date, goal_milestones, habit_goals and tasks.user_goal_id.
 * Every read is one statement for all the goals or tasks it is given. (An import writes them
 * through their owners: goals, goal-plans, habits and tasks.)
 */
export interface GoalExtras { targetDate: string | null; milestones: ExportMilestone[]; habitIds: string[] }

export async function readGoalExtras(manager: EntityManager, goalIds: readonly string[]): Promise<Map<string, GoalExtras>> {
  const extras = new Map<string, GoalExtras>(goalIds.map((id) => [id, { targetDate: null, milestones: [], habitIds: [] }]));
  if (!goalIds.length) return extras;
  const rows: Array<{ kind: 'goal' | 'milestone' | 'habit'; goal_id: string; text: string | null; day: string | null; done: boolean | null; habit_id: string | null }> = await manager.query(
    `SELECT 'goal' AS kind, id AS goal_id, NULL AS text, to_char(target_date, 'YYYY-MM-DD') AS day, NULL::boolean AS done, NULL::uuid AS habit_id, 0 AS position
       FROM user_goals WHERE id = ANY($1)
     UNION ALL
     SELECT 'milestone', user_goal_id, text, to_char(due_on, 'YYYY-MM-DD'), done, NULL, position FROM goal_milestones WHERE user_goal_id = ANY($1)
     UNION ALL
     SELECT 'habit', user_goal_id, NULL, NULL, NULL, user_habit_id, 0 FROM habit_goals WHERE user_goal_id = ANY($1)
     ORDER BY 2, 1, 7, 6`, [goalIds]);
  for (const row of rows) {
    const goal = extras.get(row.goal_id)!;
    if (row.kind === 'goal') goal.targetDate = row.day;
    else if (row.kind === 'milestone') goal.milestones.push({ text: row.text!, dueOn: row.day, done: row.done! });
    else goal.habitIds.push(row.habit_id!);
  }
  return extras;
}

/** The goal each task serves, by task id. */
export async function readTaskGoals(manager: EntityManager, taskIds: readonly string[]): Promise<Map<string, string>> {
  if (!taskIds.length) return new Map();
  const rows: Array<{ id: string; goal_id: string }> = await manager.query(
    `SELECT id, user_goal_id AS goal_id FROM tasks WHERE id = ANY($1) AND user_goal_id IS NOT NULL`, [taskIds]);
  return new Map(rows.map((row) => [row.id, row.goal_id]));
}
