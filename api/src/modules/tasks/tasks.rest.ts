import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSelf } from '../../http/owner';
import { badInput } from '../../shared/errors';
import { isUuid, recordId } from '../../shared/ids';
import { idsOf } from '../../shared/ordering';
import type { Services } from '../../shared/context';
import { sendList } from '../../http/pages';
import type { Task } from './task.entity';
import { tasksText } from './tasks.messages';

/** SPEC.md §3's task. */
export function taskJson(task: Task) {
  return { _id: task.id, text: task.text, complete: task.complete, completedDate: task.completedDay, user: task.userId, goal: task.userGoalId };
}

/** populatetasks, task create/update/delete and updatetaskorder. */
export function tasksRoutes(services: Services): Router {
  const router = Router();
  const { tasks } = services;

  // With ?limit= a page (oldest first, see TasksService.page) and a Link to the next; without, the whole list in the user's order.
  router.get('/user/populatetasks/:userId', async (req, res) => {
    const user = requireSelf(req, req.params.userId, 'tasks');
    await sendList(req, res, { all: () => tasks.all(user), page: (page) => tasks.page(user, page) }, (rows) => rows.map(taskJson));
  });

  router.post('/task/create', async (req, res) => {
    const user = requireSelf(req, req.body?.user, 'tasks');
    const goalId = req.body?.goal === undefined || req.body?.goal === null ? undefined : recordId(req.body.goal, 'Goal');
    const id = req.body?._id ?? undefined;
    if (id !== undefined && !isUuid(id)) throw badInput(tasksText('newTaskId'));
    res.status(201).json(taskJson(await tasks.create(user, req.body?.text, goalId, id)));
  });

  router.put('/task/:id', async (req, res) => {
    const complete = req.body?.complete;
    if (typeof complete !== 'boolean') throw badInput(tasksText('completeBoolean'));
    const task = await tasks.setComplete(requireUser(req, 'tasks'), recordId(req.params.id, 'Task'), complete, req.body?.completedDate);
    res.json(taskJson(task));
  });

  router.delete('/task/:id', async (req, res) => {
    res.json({ _id: await tasks.remove(requireUser(req, 'tasks'), recordId(req.params.id, 'Task')) });
  });

  router.put('/user/updatetaskorder', async (req, res) => {
    res.json((await tasks.reorder(requireUser(req, 'tasks'), idsOf(req.body?.tasks, 'Task'))).map(taskJson));
  });

  return router;
}
