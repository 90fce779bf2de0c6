import { keptMessage, messagesOf, together, type Catalog } from './messages';
import { validationRuleText } from '../validation.messages';

const catalog: Catalog<'since' | 'named'> = {
  en: { since: 'Failing since {when, date, long}', named: '{name} broke' },
  de: { since: 'Fehlerhaft seit {when, date, long}', named: '{name} ist kaputt' },
  es: { since: 'Falla desde {when, date, long}', named: '{name} se rompió' },
  ar: { since: 'يتعطل منذ {when, date, long}', named: 'تعطّل {name}' },
};
const text = messagesOf(catalog, 'storedMessagesTest');

/** What a row keeps and reads back: the English text and the stored form, through JSON as jsonb holds it. */
const roundTrip = (message: { english: string; stored?: unknown }) => keptMessage(message.english, JSON.parse(JSON.stringify(message.stored)));

describe('messages a row keeps (issue 29)', () => {
  it('says a kept message again in any language: its dates still dates, messages said together still together', () => {
    const message = together([text('since', { when: new Date('2026-03-01T12:00:00Z') }), text('named', { name: 'Loop' })], 'sentences');
    const kept = roundTrip(message);
    expect(kept.in('de')).toBe('Fehlerhaft seit 1. März 2026 Loop ist kaputt');
    expect(kept.in('de')).toBe(message.in('de'));
    expect(kept.in('en')).toBe(message.english);
  });

  it('gives English readers the kept text exactly, and every reader that text when its catalog or key is unknown or the row is of before', () => {
    expect(keptMessage('As it was written.', { catalog: 'storedMessagesTest', key: 'named', values: { name: 'X' } }).in('en-GB')).toBe('As it was written.');
    expect(keptMessage('Old text', { catalog: 'noSuchCatalog', key: 'named' }).in('de')).toBe('Old text');
    expect(keptMessage('Old text', { catalog: 'storedMessagesTest', key: 'noSuchKey' }).in('ar')).toBe('Old text');
    expect(keptMessage('Old text', null).in('es')).toBe('Old text');
  });

  it("keeps class-validator's rule messages: English as class-validator wrote it, the rule's translation for others", () => {
    const rule = validationRuleText('isEmail', 'email must be an email', { property: 'email', each: 'false' });
    const kept = roundTrip(rule);
    expect(kept.in('en')).toBe('email must be an email');
    expect(kept.in('de')).toBe(rule.in('de'));
    expect(kept.in('de')).not.toBe('email must be an email');
  });

  it('refuses two catalogs under one id', () => {
    expect(() => messagesOf({ ...catalog }, 'storedMessagesTest')).toThrow('Two catalogs are registered as "storedMessagesTest"');
  });
});
