import { INPUT_MESSAGES, MAX_BODY_DEPTH, refusal } from './input-guard';

const nested = (depth: number, wrap: (inner: unknown) => unknown) => Array.from({ length: depth }).reduce<unknown>(wrap, 'x');

describe('the input guard', () => {
  it.each([
    [{ email: 'a\u0000b@example.com' }, INPUT_MESSAGES.badText],
    [{ email: '\ud800@example.com' }, INPUT_MESSAGES.badText],
    [{ email: 'x\udc00' }, INPUT_MESSAGES.badText],
    [{ ['k\u0000']: 'v' }, INPUT_MESSAGES.badText],
    [{ tasks: ['ok', 'bad\u0000'] }, INPUT_MESSAGES.badText],
    [JSON.parse('{"email":{"constructor":{}}}'), INPUT_MESSAGES.notAValue('email')],
    [JSON.parse('{"__proto__":{"admin":true}}'), INPUT_MESSAGES.reservedKey('__proto__')],
    [{ habits: [['nested']] }, INPUT_MESSAGES.notAValue('habits')],
    [{ habits: [{ _id: 'a', habit: { text: 'b\u0000' } }] }, INPUT_MESSAGES.badText],
    [{ habits: [{ _id: 'a', habit: nested(MAX_BODY_DEPTH, (inner) => ({ a: inner })) }] }, INPUT_MESSAGES.tooDeep],
  ])('refuses %j on the REST façade', (body, message) => {
    expect(refusal(body, true)?.english).toBe(message.english);
  });

  it.each([
    [{ email: 'ana@example.com', password: 'correct horse' }],
    [{ focusAreas: ['Health'], challenges: ['No Time', 'Negative'], username: 'Ana 👋' }],
    [{ tasks: [{ _id: '4b0c7b1e-4d1e-4c5a-9b8e-0c1d2e3f4a5b' }], complete: true, position: 3, note: null }],
    // A habit link as populatehabits answered it, posted back by updateHabitorder (the route reads its _id).
    [{ habits: [{ _id: '4b0c7b1e-4d1e-4c5a-9b8e-0c1d2e3f4a5b', habit: { _id: 'c', text: 'Run', user: null }, completionHistory: [{ date: '2026-01-02', completed: true }], status: 'active', goals: [] }] }],
    [{ habits: [{ _id: { $ne: 1 } }] }], // the route answers it: no habit has that id
  ])('lets a well-formed REST body through: %j', (body) => {
    expect(refusal(body, true)).toBeUndefined();
  });

  it('refuses a body that is not an object, however deep, without overflowing the stack', () => {
    expect(refusal(nested(5000, (inner) => [inner]), true)?.english).toBe(INPUT_MESSAGES.notAnObject.english);
    expect(refusal({ a: nested(3000, (inner) => ({ a: inner })) }, true)?.english).toBe(INPUT_MESSAGES.notAValue('a').english);
  });

  it('lets GraphQL variables nest, up to a depth no real operation reaches', () => {
    expect(refusal({ variables: { input: { a: { b: { c: ['d'] } } } } }, false)).toBeUndefined();
    expect(refusal(nested(MAX_BODY_DEPTH + 1, (inner) => ({ a: inner })), false)?.english).toBe(INPUT_MESSAGES.tooDeep.english);
    expect(refusal(nested(100_000, (inner) => [inner]), false)?.english).toBe(INPUT_MESSAGES.tooDeep.english);
  });
});
