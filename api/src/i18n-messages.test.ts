import { plansText } from './shared/plans.messages';
import { habitsText } from './modules/habits/habits.messages';
import { portabilityText } from './modules/portability/portability.messages';
import { together } from './shared/i18n/messages';

describe('messages made of messages (issue 29)', () => {
  const reason = habitsText('moreThanDaily', { times: 8, days: 7 });
  const refusal = portabilityText('scheduleUnkept', { name: 'Run', reason });

  it('says a quoted reason in the reader\'s language, and English as before', () => {
    expect(refusal.english).toBe('The schedule of "Run" cannot be kept: 8 times in a week is more than once a day; choose at most 7.');
    expect(refusal.in('de-DE')).toBe('Der Zeitplan von „Run“ lässt sich nicht übernehmen: 8-mal pro Woche ist öfter als einmal am Tag; wähle höchstens 7.');
  });

  it('lists parts as the language lists them, English with commas only', () => {
    const over = together([
      portabilityText('overPlanPart', { what: 'habits', count: 7, limit: 5 }),
      portabilityText('overPlanPart', { what: 'goals', count: 6, limit: 5 }),
      portabilityText('overPlanPart', { what: 'openTasks', count: 11, limit: 10 }),
    ], 'list');
    expect(portabilityText('overPlan', { over }).english).toBe('This import would give you 7 habits (it holds 5), 6 goals (it holds 5), 11 open tasks (it holds 10), more than the Free plan holds. Choose what to keep, or switch to the Unlimited plan.');
    expect(over.in('de')).toBe('7 Gewohnheiten (erlaubt sind 5), 6 Ziele (erlaubt sind 5) und 11 offene Aufgaben (erlaubt sind 10)');
  });

  it('keeps the plan limit\'s English and counts in Arabic\'s plural forms', () => {
    expect(plansText('overPlan', { what: 'openTasks', limit: 10 }).english).toBe('The Free plan holds up to 10 open tasks. Remove one, or switch to the Unlimited plan for unlimited goals, habits and tasks.');
    expect(plansText('overPlan', { what: 'habits', limit: 5 }).in('ar')).toContain('5 عادات');
    expect(plansText('overPlan', { what: 'habits', limit: 11 }).in('ar')).toContain('11 عادةً');
  });
});
