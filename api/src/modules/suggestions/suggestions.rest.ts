import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { badInput } from '../../shared/errors';
import { userToday } from '../../shared/dates';
import type { Services } from '../../shared/context';
import type { Suggestion } from './ai-provider';
import { suggestionsText } from './suggestions.messages';

const suggestionJson = (s: Suggestion) =>
  ({ _id: s.itemId, text: s.text, headline: s.headline, description: s.description, category: s.category });

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !value.trim()) throw badInput(suggestionsText('required', { field: what }));
  return value;
};

/** The four /api/ai calls of SPEC.md §7, answering `{ data: ... }` as the spec reads them. */
export function suggestionsRoutes(services: Services): Router {
  const router = Router();
  const { suggestions } = services;

  router.post('/ai/runmotivationalprompt', async (req, res) => {
    // The REST call names no day: the user's own today (their zone and day start).
    const user = requireUser(req);
    res.json({ data: { motivation: await suggestions.motivation(user, userToday(user)) } });
  });

  router.post('/ai/runfocusareasprompt', async (req, res) => {
    const areas = await suggestions.focusAreaSuggestions(requireUser(req), req.locale ?? 'en');
    res.json({ data: areas.map(({ focusArea, goals }) => ({ focusArea, relatedGoals: goals.map(suggestionJson) })) });
  });

  router.post('/ai/rungoalprompt', async (req, res) => {
    const user = requireUser(req);
    const category = text(req.body?.category, 'category');
    res.json({ data: { relatedGoals: (await suggestions.goalSuggestions(user, category, req.locale ?? 'en')).map(suggestionJson) } });
  });

  router.post('/ai/runhabitprompt', async (req, res) => {
    const user = requireUser(req);
    const category = text(req.body?.category, 'category');
    const goalText = typeof req.body?.goalText === 'string' ? req.body.goalText : undefined;
    res.json({ data: { relatedHabits: (await suggestions.habitSuggestions(user, category, req.locale ?? 'en', goalText)).map(suggestionJson) } });
  });

  return router;
}
