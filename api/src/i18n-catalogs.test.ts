import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { sharedErrors } from './shared/errors.messages';
import { validationCatalog } from './shared/validation.messages';
import { usersCatalog } from './modules/users/users.messages';
import { authCatalog } from './modules/auth/auth.messages';
import { passkeysCatalog } from './modules/passkeys/passkeys.messages';
import { accessTokensCatalog } from './modules/access-tokens/access-tokens.messages';
import { oauthCatalog } from './modules/oauth/oauth.messages';
import { securityCatalog } from './modules/security/security.messages';
import { sessionsCatalog } from './modules/sessions/sessions.messages';
import { httpCatalog } from './http/http.messages';
import type { Catalog } from './shared/i18n/messages';
import { LANGUAGES } from './shared/i18n/languages';

// Every catalog of the API (issue 29): add a module's catalog here when it gets one.
const CATALOGS: Record<string, Catalog<string>> = {
  shared: sharedErrors,
  validation: validationCatalog,
  users: usersCatalog,
  auth: authCatalog,
  passkeys: passkeysCatalog,
  accessTokens: accessTokensCatalog,
  oauth: oauthCatalog,
  security: securityCatalog,
  sessions: sessionsCatalog,
  http: httpCatalog,
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
