import { progressFormula } from './progress';
import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSelf } from '../../http/owner';
import { badInput } from '../../shared/errors';
import { recordId } from '../../shared/ids';
import { sendList } from '../../http/pages';
import type { Services } from '../../shared/context';
import { itemJson } from '../catalogue/catalogue.rest';
import type { Item } from '../catalogue/item.entity';
import type { User } from '../users/user.entity';
import type { GoalPlanView } from './progress';
import { GoalStatus, type UserGoal } from './user-goal.entity';
import { STATUS_LABEL } from './goal-status-label';
import { goalsText } from './goals.messages';

/** SPEC.md §4's status labels (and the button labels, and `active` at creation). */
const STATUS_BY_LABEL: Record<string, GoalStatus> = {
  'not started': GoalStatus.NOT_STARTED, new: GoalStatus.NOT_STARTED, active: GoalStatus.NOT_STARTED,
  progressing: GoalStatus.PROGRESSING, 'in progress': GoalStatus.PROGRESSING,
  stuck: GoalStatus.STUCK, complete: GoalStatus.COMPLETE,
  not_started: GoalStatus.NOT_STARTED,
};

export function parseStatus(value: unknown): GoalStatus {
  const status = typeof value === 'string' ? STATUS_BY_LABEL[value.trim().toLowerCase()] : undefined;
  if (!status) throw badInput(goalsText('statusChoice'));
  return status;
}

/** SPEC.md §3's goal link, with the plan and progress of issue 15 added (the original fields unchanged); `item`: its item as the request reads it. */
export function goalLinkJson(goal: UserGoal, plan: GoalPlanView, item: Item = goal.item!, locale?: string) {
  return {
    _id: goal.id,
    goal: itemJson(item),
    status: STATUS_LABEL[goal.status],
    targetDate: goal.targetDate,
    milestones: plan.milestones.map((m) => ({ _id: m.id, text: m.text, dueOn: m.dueOn, done: m.done })),
    habits: plan.habits.map((habit) => habit.id),
    progress: {
      percent: plan.percent, formula: progressFormula(plan, locale),
      milestonesDone: plan.milestonesDone, milestonesTotal: plan.milestonesTotal,
      habitsDone: plan.habitsDone, habitsDue: plan.habitsDue, windowDays: plan.windowDays,
      tasksDone: plan.tasksDone, tasksTotal: plan.tasksTotal,
      overdue: plan.overdue, offerComplete: plan.offerComplete,
    },
  };
}

/** The goals as JSON in the request's locale, their plans and items' translations read in a constant number of statements. */
async function goalsJson(services: Services, user: User, locale: string | undefined, goals: UserGoal[]) {
  const [plans, items] = await Promise.all([services.goalPlans.plans(user, goals), services.catalogue.localize(goals.map((goal) => goal.item!), locale)]);
  return goals.map((goal, index) => goalLinkJson(goal, plans.get(goal.id)!, items[index], locale));
}

/** addgoal, user2goal, getusergoals and populategoals. */
export function goalsRoutes(services: Services): Router {
  const router = Router();
  const { goals } = services;

  router.post('/user/addgoal', async (req, res) => {
    const user = requireSelf(req, req.body?.user, 'goals');
    const status = req.body?.status === undefined ? undefined : parseStatus(req.body.status);
    const goal = await goals.add(user, recordId(req.body?.goal, 'Goal'), status);
    res.status(201).json((await goalsJson(services, user, req.locale, [goal]))[0]);
  });

  router.put('/user2goal/:id', async (req, res) => {
    const user = requireUser(req, 'goals');
    const goal = await goals.setStatus(user, recordId(req.params.id, 'Goal'), parseStatus(req.body?.status));
    res.json((await goalsJson(services, user, req.locale, [goal]))[0]);
  });

  router.delete('/user2goal/:id', async (req, res) => {
    res.json({ _id: await goals.remove(requireUser(req, 'goals'), recordId(req.params.id, 'Goal')) });
  });

  for (const path of ['/user/getusergoals/:userId', '/user/populategoals/:userId']) {
    router.get(path, async (req, res) => {
      const user = requireSelf(req, req.params.userId, 'goals');
      // With ?limit= a page (oldest first, see ItemLinksService.page) and a Link to the next; without, every goal in the user's order.
      await sendList(req, res, { all: () => goals.list(user), page: (page) => goals.page(user, null, page) }, (rows) => goalsJson(services, user, req.locale, rows));
    });
  }
  return router;
}
