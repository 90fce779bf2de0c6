import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { sharedErrors } from './shared/errors.messages';
import { validationCatalog, validationRulesCatalog } from './shared/validation.messages';
import { usersCatalog } from './modules/users/users.messages';
import { plansCatalog } from './shared/plans.messages';
import { goalsCatalog } from './modules/goals/goals.messages';
import { tasksCatalog } from './modules/tasks/tasks.messages';
import { itemLinksCatalog } from './modules/item-links/item-links.messages';
import { catalogueCatalog } from './modules/catalogue/catalogue.messages';
import { suggestionsCatalog } from './modules/suggestions/suggestions.messages';
import { trendsCatalog } from './modules/trends/trends.messages';
import { goalPlansCatalog } from './modules/goal-plans/goal-plans.messages';
import { habitsCatalog } from './modules/habits/habits.messages';
import { remindersCatalog } from './modules/reminders/reminders.messages';
import { webhooksCatalog } from './modules/webhooks/webhooks.messages';
import { billingCatalog } from './modules/billing/billing.messages';
import { portabilityCatalog } from './modules/portability/portability.messages';
import { importReportCatalog } from './modules/portability/import-report.messages';
import { authCatalog } from './modules/auth/auth.messages';
import { passkeysCatalog } from './modules/passkeys/passkeys.messages';
import { accessTokensCatalog } from './modules/access-tokens/access-tokens.messages';
import { oauthCatalog } from './modules/oauth/oauth.messages';
import { securityCatalog } from './modules/security/security.messages';
import { sessionsCatalog } from './modules/sessions/sessions.messages';
import { httpCatalog } from './http/http.messages';
import { MAIL_TEXTS } from './modules/auth/auth-mails';
import { SCHEDULE_TEXTS } from './modules/habits/schedule-texts';
import { PROGRESS_TEXTS } from './modules/goals/progress-texts';
import { REMINDER_TEXTS, UNSUBSCRIBE_PAGE_TEXTS } from './modules/reminders/reminder-texts';
import { scopesCatalog } from './shared/scopes';
import { oidcScopesCatalog } from './modules/oauth/provider';
import { NOTICE_TEXTS, SUBJECT_TEXTS, SUMMARY_TEXTS } from './modules/security/security.messages';
import { DELIVERY_ERROR_TEXTS, DISABLED_MAIL_TEXTS, DISABLED_REASON_TEXTS } from './modules/webhooks/webhooks.messages';
import { passwordsCatalog } from './modules/users/passwords.messages';
import { graphqlErrorsCatalog } from './graphql/graphql-errors.messages';
import { type Catalog, storedCatalogs } from './shared/i18n/messages';
import { LANGUAGES } from './shared/i18n/languages';

// Every catalog of the API (issue 29): add a module's catalog here when it gets one.
const CATALOGS: Record<string, Catalog<string>> = {
  shared: sharedErrors, users: usersCatalog,
  plans: plansCatalog, goals: goalsCatalog, tasks: tasksCatalog, itemLinks: itemLinksCatalog, catalogue: catalogueCatalog,
  suggestions: suggestionsCatalog, trends: trendsCatalog, goalPlans: goalPlansCatalog, habits: habitsCatalog,
  reminders: remindersCatalog, webhooks: webhooksCatalog, billing: billingCatalog, portability: portabilityCatalog,
  validation: validationCatalog,
  validationRules: validationRulesCatalog,
  auth: authCatalog,
  passkeys: passkeysCatalog,
  accessTokens: accessTokensCatalog,
  oauth: oauthCatalog,
  security: securityCatalog,
  sessions: sessionsCatalog,
  http: httpCatalog,
  mails: MAIL_TEXTS,
  schedules: SCHEDULE_TEXTS,
  progress: PROGRESS_TEXTS,
  reminderTexts: REMINDER_TEXTS,
  unsubscribePage: UNSUBSCRIBE_PAGE_TEXTS,
  scopes: scopesCatalog,
  oidcScopes: oidcScopesCatalog,
  securitySummaries: SUMMARY_TEXTS,
  securitySubjects: SUBJECT_TEXTS,
  securityNotice: NOTICE_TEXTS,
  webhookDisabledMail: DISABLED_MAIL_TEXTS,
  webhookDisabledReasons: DISABLED_REASON_TEXTS,
  webhookDeliveryErrors: DELIVERY_ERROR_TEXTS,
  passwords: passwordsCatalog,
  importReport: importReportCatalog,
  graphqlErrors: graphqlErrorsCatalog,
};

/** A pattern's arguments with their kinds ("count:plural", "name:argument"), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(`${element.value}:argument`);
    if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`${element.value}:${element.type === TYPE.select ? 'select' : element.pluralType ?? 'cardinal'}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

describe.each(Object.entries(CATALOGS))('the %s catalog', (_name, catalog) => {
  const keys = Object.keys(catalog.en);

  it.each(LANGUAGES.filter((language) => language !== 'en'))('has every English key in %s, with the same ICU arguments', (language) => {
    const translated = catalog[language as Exclude<typeof language, 'en'>];
    expect(Object.keys(translated).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect({ key, args: [...argumentsOf(parse(translated[key]))].sort() }).toEqual({ key, args: [...argumentsOf(parse(catalog.en[key]))].sort() });
    }
  });
});

// A row keeps a message by its catalog's id (an import job's failure): the id is the catalog's name here, so one list names them all.
it('registers every catalog whose messages a row may keep under its name in this list', () => {
  const registered = [...storedCatalogs()];
  expect(registered.length).toBeGreaterThan(20);
  for (const [id, catalog] of registered) expect({ id, same: CATALOGS[id] === catalog }).toEqual({ id, same: true });
});
