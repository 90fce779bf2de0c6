import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSelf } from '../../http/owner';
import { badInput } from '../../shared/errors';
import { recordId } from '../../shared/ids';
import type { Services } from '../../shared/services';
import { itemJson } from '../catalogue/catalogue.rest';
import { GoalStatus, type UserGoal } from './user-goal.entity';

/** SPEC.md §4's status labels (and the button labels, and `active` at creation). */
const STATUS_BY_LABEL: Record<string, GoalStatus> = {
  'not started': GoalStatus.NOT_STARTED, new: GoalStatus.NOT_STARTED, active: GoalStatus.NOT_STARTED,
  progressing: GoalStatus.PROGRESSING, 'in progress': GoalStatus.PROGRESSING,
  stuck: GoalStatus.STUCK, complete: GoalStatus.COMPLETE,
  not_started: GoalStatus.NOT_STARTED,
};
export const STATUS_LABEL: Record<GoalStatus, string> = {
  NOT_STARTED: 'Not Started', PROGRESSING: 'Progressing', STUCK: 'Stuck', COMPLETE: 'Complete',
};

export function parseStatus(value: unknown): GoalStatus {
  const status = typeof value === 'string' ? STATUS_BY_LABEL[value.trim().toLowerCase()] : undefined;
  if (!status) throw badInput('Status must be one of Not Started, Progressing, Stuck or Complete');
  return status;
}

export function goalLinkJson(goal: UserGoal) {
  return { _id: goal.id, goal: itemJson(goal.item!), status: STATUS_LABEL[goal.status] };
}

/** addgoal, user2goal, getusergoals and populategoals. */
export function goalsRoutes(services: Services): Router {
  const router = Router();
  const { goals } = services;

  router.post('/user/addgoal', async (req, res) => {
    const user = requireSelf(req, req.body?.user);
    const status = req.body?.status === undefined ? undefined : parseStatus(req.body.status);
    const goal = await goals.add(user, recordId(req.body?.goal, 'Goal'), status);
    res.status(201).json(goalLinkJson(goal));
  });

  router.put('/user2goal/:id', async (req, res) => {
    const goal = await goals.setStatus(requireUser(req), recordId(req.params.id, 'Goal'), parseStatus(req.body?.status));
    res.json(goalLinkJson(goal));
  });

  router.delete('/user2goal/:id', async (req, res) => {
    res.json({ _id: await goals.remove(requireUser(req), recordId(req.params.id, 'Goal')) });
  });

  for (const path of ['/user/getusergoals/:userId', '/user/populategoals/:userId']) {
    router.get(path, async (req, res) => {
      res.json((await goals.list(requireSelf(req, req.params.userId))).map(goalLinkJson));
    });
  }
  return router;
}
