import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useRef } from 'react';
import {
  HabitRow_DayHabitFragmentDoc, WorkCreateTaskDocument, WorkDashboardDocument, WorkDeleteTaskDocument,
  WorkReorderHabitsDocument, WorkReorderTasksDocument, WorkSetHabitDoneDocument,
  WorkSetTaskCompleteDocument, type HabitRow_DayHabitFragment, type TaskRow_TaskFragment,
} from '../../gql/graphql';
import { planLimitMessage } from '../../shared/collection/api-messages';
import { themedToast } from '../../ui/toast-options';
import { changeFailedText, WORK_MESSAGES } from './work-messages';
import { isDoneToday, withDayDone } from './habit-day';
import type { WorkDay } from '../../shared/work-day';

/** SPEC §4/§9: within 2 s of a habit toggle, a list that does not show it gets the toggle again after 100 ms. */
export const TOGGLE_RECHECK_WINDOW_MS = 2000;
export const TOGGLE_RETRY_DELAY_MS = 100;

/** Optimistic objects need their __typename for the cache; the generated types leave it out. */
export function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

function dashboardId(cache: ApolloCache, day: WorkDay): string | undefined {
  return cache.identify({ __typename: 'Dashboard', id: day });
}

/** Puts a task at the end of today's running To Complete list (once). */
function appendToRunningList(cache: ApolloCache, today: WorkDay, taskId: string): void {
  cache.modify<{ tasks: Reference[] }>({
    id: dashboardId(cache, today),
    fields: {
      tasks: (existing, { readField, toReference }) => {
        if (existing.some((ref) => readField('id', ref) === taskId)) return existing;
        const ref = toReference({ __typename: 'Task', id: taskId });
        return ref ? [...existing, ref] : existing;
      },
    },
  });
}

/** After a failed change: the optimistic change is already undone; reload the lists as the server has them. */
export function useReloadDashboard(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    client.refetchQueries({ include: [WorkDashboardDocument] }).catch(() => {
      // The dashboard shows its own error state when the reload fails too.
    });
  }, [client]);
}

/** How a habit toggle ended: saved, or not, with the words the user was shown. */
export type ToggleOutcome = { saved: true } | { saved: false; message: string };

/**
 * Marks a habit done or not done on its day. The lists change at once (optimistic); a failure
 * puts the change back, says why ('You are offline — not saved', or 'Error retrieving habits'
 * for the server's failure, reloading the lists then). For 2 s afterwards, if the cached day no
 * longer shows the change (a reload that left before it landed), the toggle is sent again.
 * Resolves once the server has answered, for the screen reader's announcement.
 */
export function useToggleHabit(): (dayHabit: HabitRow_DayHabitFragment, done: boolean) => Promise<ToggleOutcome> {
  const client = useApolloClient();
  const { i18n } = useLingui();
  const [setHabitDone] = useMutation(WorkSetHabitDoneDocument);
  const reload = useReloadDashboard();
  const rechecks = useRef(new Map<string, () => void>());

  useEffect(() => {
    const pending = rechecks.current;
    return () => {
      for (const stop of pending.values()) stop();
      pending.clear();
    };
  }, []);

  return useCallback((dayHabit, done) => {
    rechecks.current.get(dayHabit.id)?.();
    rechecks.current.delete(dayHabit.id);

    const shown = { setHabitDone: typed('DayHabit', withDayDone(dayHabit, done)) };
    const send = () => setHabitDone({
      variables: { id: dayHabit.habit.id, day: dayHabit.day, done },
      optimisticResponse: shown,
      // Offline, the tick waits in the outbox and the screen keeps it (issue 28).
      context: { offline: shown },
    });
    const fail = (error: unknown): ToggleOutcome => {
      const said = changeFailedText(error, WORK_MESSAGES.habitsFailed);
      const message = i18n._(said);
      enqueueSnackbar(message, themedToast('error'));
      // Offline, a reload could only fail too; the optimistic change is already undone.
      if (said === WORK_MESSAGES.habitsFailed) reload();
      return { saved: false, message };
    };

    let stopped = false;
    let retry: number | undefined;
    let windowEnd: number | undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const stop = () => {
      stopped = true;
      subscription?.unsubscribe();
      window.clearTimeout(retry);
      window.clearTimeout(windowEnd);
    };
    rechecks.current.set(dayHabit.id, stop);

    return send().then((): ToggleOutcome => {
      if (stopped) return { saved: true };
      subscription = client.watchFragment({
        fragment: HabitRow_DayHabitFragmentDoc,
        fragmentName: 'HabitRow_dayHabit',
        from: { __typename: 'DayHabit', id: dayHabit.id },
      }).subscribe(({ data }) => {
        const seen = data as Partial<HabitRow_DayHabitFragment> | undefined;
        if (stopped || !seen?.status || isDoneToday({ status: seen.status }) === done) return;
        subscription?.unsubscribe();
        window.clearTimeout(windowEnd);
        retry = window.setTimeout(() => {
          if (!stopped) send().catch(fail);
        }, TOGGLE_RETRY_DELAY_MS);
      });
      windowEnd = window.setTimeout(() => subscription?.unsubscribe(), TOGGLE_RECHECK_WINDOW_MS);
      return { saved: true };
    }, (error: unknown): ToggleOutcome => {
      if (stopped) return { saved: false, message: '' };
      console.error('setHabitDone failed', error);
      return fail(error);
    });
  }, [client, i18n, setHabitDone, reload]);
}

/** Where a task added offline sits until the server gives it its place: at the end. */
const LAST_POSITION = 2 ** 31 - 1;

/**
 * Adds a task to the end of today's To Complete list, under an id made here, so that a task
 * added offline waits in the outbox, shows at once and is made once (issue 28). Rejects with
 * the API's error.
 */
export function useCreateTask(today: WorkDay): (text: string, goalId?: string) => Promise<void> {
  const [createTask] = useMutation(WorkCreateTaskDocument);
  return useCallback(async (text, goalId) => {
    const id = crypto.randomUUID();
    const shown = { createTask: typed('Task', { id, text: text.trim(), complete: false, completedDay: null, position: LAST_POSITION, goal: null }) };
    await createTask({
      variables: { id, text, ...(goalId ? { goalId } : {}) },
      context: { offline: shown },
      update: (cache, { data }) => {
        if (data) appendToRunningList(cache, today, data.createTask.id);
      },
    });
  }, [createTask, today]);
}

/**
 * Completes a task on the work day, or reopens it (optimistic). A reopened task goes back on
 * today's running list. A failure reloads the lists and says 'Error retrieving tasks', or the
 * server's own words when the plan's open-task limit refused it.
 */
export function useSetTaskComplete(
  day: WorkDay, today: WorkDay, onPlanLimit: (message: string) => void,
): (task: TaskRow_TaskFragment, complete: boolean) => void {
  const [setTaskComplete] = useMutation(WorkSetTaskCompleteDocument);
  const { i18n } = useLingui();
  const reload = useReloadDashboard();
  return useCallback((task, complete) => {
    const shown = { setTaskComplete: typed('Task', { ...task, complete, completedDay: complete ? day : null }) };
    setTaskComplete({
      variables: { id: task.id, complete, day: complete ? day : null },
      optimisticResponse: shown,
      context: { offline: shown },
      update: (cache, { data }) => {
        if (!complete && data) appendToRunningList(cache, today, task.id);
      },
    }).catch((error: unknown) => {
      console.error('setTaskComplete failed', error);
      const planLimit = planLimitMessage(error);
      if (planLimit) onPlanLimit(planLimit);
      else enqueueSnackbar(i18n._(WORK_MESSAGES.tasksFailed), themedToast('error'));
      reload();
    });
  }, [setTaskComplete, i18n, reload, day, today, onPlanLimit]);
}

/** Deletes a task (optimistic); a failure reloads the lists and says 'Error retrieving tasks'. */
export function useDeleteTask(day: WorkDay): (task: TaskRow_TaskFragment) => void {
  const [deleteTask] = useMutation(WorkDeleteTaskDocument);
  const { i18n } = useLingui();
  const reload = useReloadDashboard();
  return useCallback((task) => {
    deleteTask({
      variables: { id: task.id },
      optimisticResponse: { deleteTask: task.id },
      context: { offline: { deleteTask: task.id } },
      update: (cache) => {
        cache.modify<{ tasks: Reference[] }>({
          id: dashboardId(cache, day),
          fields: { tasks: (existing, { readField }) => existing.filter((ref) => readField('id', ref) !== task.id) },
        });
        // Other days' cached lists drop it too: a list never shows a reference that is gone.
        cache.evict({ id: cache.identify({ __typename: 'Task', id: task.id }) });
      },
    }).catch((error: unknown) => {
      console.error('deleteTask failed', error);
      enqueueSnackbar(i18n._(WORK_MESSAGES.tasksFailed), themedToast('error'));
      reload();
    });
  }, [deleteTask, i18n, reload, day]);
}

const REORDER = {
  TASKS: { mutation: WorkReorderTasksDocument, field: 'reorderTasks', typename: 'Task' },
  HABITS: { mutation: WorkReorderHabitsDocument, field: 'reorderHabits', typename: 'UserHabit' },
} as const;

/** Writes a new order of the day's tasks or habits (optimistic); SPEC §4: a failure is only logged. */
export function useReorder(list: keyof typeof REORDER): (ids: string[]) => void {
  const client = useApolloClient();
  return useCallback((ids) => {
    const { mutation, field, typename } = REORDER[list];
    const optimisticResponse = { [field]: ids.map((id, position) => typed(typename, { id, position })) };
    client.mutate({
      mutation: mutation as typeof WorkReorderTasksDocument, variables: { ids }, optimisticResponse: optimisticResponse as never,
      context: { offline: optimisticResponse },
    })
      .catch((error: unknown) => console.error(`${field} failed`, error));
  }, [client, list]);
}
