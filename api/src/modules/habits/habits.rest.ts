import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSelf } from '../../http/owner';
import { recordId } from '../../shared/ids';
import type { Services } from '../../shared/services';
import { itemJson } from '../catalogue/catalogue.rest';
import type { UserHabit } from './user-habit.entity';
import { badInput } from '../../shared/errors';
import { idsOf } from '../../shared/ordering';

/** SPEC.md §3's habit link: the item, and each completed day as { date, completed }. */
export function habitLinkJson(habit: UserHabit, days: string[] = []) {
  return {
    _id: habit.id,
    habit: itemJson(habit.item!),
    completionHistory: days.map((date) => ({ date, completed: true })),
    status: 'active',
  };
}

/** addhabit, user2habit delete and handlehabit, getuserhabits, populatehabits and updateHabitorder. */
export function habitsRoutes(services: Services): Router {
  const router = Router();
  const { habits } = services;

  router.post('/user/addhabit', async (req, res) => {
    const habit = await habits.add(requireSelf(req, req.body?.user), recordId(req.body?.habit, 'Habit'));
    res.status(201).json(habitLinkJson(habit));
  });

  router.delete('/user2habit/:id', async (req, res) => {
    res.json({ _id: await habits.remove(requireUser(req), recordId(req.params.id, 'Habit')) });
  });

  router.post('/user2habit/handlehabit', async (req, res) => {
    const completed = req.body?.completed;
    if (typeof completed !== 'boolean') throw badInput('completed must be true or false');
    const habit = await habits.setDone(requireUser(req), recordId(req.body?.id, 'Habit'), req.body?.workDay, completed);
    res.json({ _id: habit.id, workDay: req.body.workDay, completed });
  });

  router.put('/user/updateHabitorder', async (req, res) => {
    const list = await habits.reorder(requireUser(req), idsOf(req.body?.habits, 'Habit'));
    res.json(list.map((habit) => habitLinkJson(habit)));
  });

  for (const path of ['/user/getuserhabits/:userId', '/user/populatehabits/:userId']) {
    router.get(path, async (req, res) => {
      const list = await habits.list(requireSelf(req, req.params.userId));
      const days = await habits.completionDays(list.map((habit) => habit.id));
      res.json(list.map((habit) => habitLinkJson(habit, days.get(habit.id))));
    });
  }
  return router;
}
