import { buildSchema, getVariableValues, parse, validate, type GraphQLError, type OperationDefinitionNode } from 'graphql';
import { graphqlErrorText, recognisedAs } from './graphql-errors.messages';
import { limitRules } from './server';

const schema = buildSchema(`
  enum Kind { HABIT GOAL }
  input ItemInput { name: String! kind: Kind! tags: [String!] }
  type Item { id: ID! name: String! kind: Kind! count: Int! parent: Item }
  type Query { item(id: ID!): Item items(kind: Kind, first: Int): [Item!]! }
  type Mutation { addItem(input: ItemInput!): Item }
  type Subscription { changed: Item }
`);

/** graphql-js's own messages for `source`: its syntax error, or every validation error. */
function messagesOf(source: string): string[] {
  let document;
  try {
    document = parse(source);
  } catch (error) {
    return [(error as GraphQLError).message];
  }
  return validate(schema, document, undefined).map((error) => error.message);
}

/** graphql-js's messages for `variables` of the operation `source`. */
function variableMessages(source: string, variables: Record<string, unknown>): string[] {
  const operation = parse(source).definitions[0] as OperationDefinitionNode;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return (coerced.errors ?? []).map((error) => error.message);
}

const DOCUMENTS = [
  '{ item(id: "1") { id }',
  '{ item(id: "1") { id } } }',
  '{ item(id: "1") { id name } "x',
  '{ item(id: 01) { id } }',
  '{ item(id: "1") { nmae } }',
  '{ item(id: "1") { id } itemz }',
  '{ item(id: "1", kind: HABIT) { id } }',
  '{ item { id } }',
  '{ item(id: "1") }',
  '{ item(id: "1") { id { x } } }',
  '{ items(kind: HABBIT) { id } }',
  '{ items(first: "two") { id } }',
  '{ items(first: 1.5) { id } }',
  'query($k: Kind) { items(kind: $k) { id } } query Other { items { id } }',
  'query { items { ...Missing } }',
  'query { items { id } } fragment Unused on Item { id }',
  'query($unused: Int) { items { id } }',
  'query Named { items(first: $nope) { id } }',
  'query($n: String) { items(first: $n) { id } }',
  'query($x: Item) { items { id } }',
  'query { items { id @skp(if: true) } }',
  'query { items { id @include } }',
  'query A { items { id } } query A { items { id } }',
  'query($a: Int, $a: Int) { items(first: $a) { id } }',
  'query { items(first: 1, first: 2) { id } }',
  'query { items { a: id a: name } }',
  'query { items { ...F } } fragment F on Item { ...F }',
  'query { items { ... on Query { items { id } } } }',
  'mutation { addItem(input: { name: "x" }) { id } }',
  'mutation { addItem(input: { name: "x", kind: HABIT, color: "red" }) { id } }',
  'subscription { changed { id } items { id } }',
  'type Foo { id: ID }',
];

const VARIABLES: Array<[string, Record<string, unknown>]> = [
  ['query($id: ID!) { item(id: $id) { id } }', {}],
  ['query($id: ID!) { item(id: $id) { id } }', { id: null }],
  ['query($id: ID!) { item(id: $id) { id } }', { id: { nested: true } }],
  ['query($first: Int) { items(first: $first) { id } }', { first: 'ten' }],
  ['query($first: Int) { items(first: $first) { id } }', { first: 2 ** 40 }],
  ['query($kind: Kind) { items(kind: $kind) { id } }', { kind: 'HABBIT' }],
  ['query($kind: Kind) { items(kind: $kind) { id } }', { kind: 3 }],
  ['mutation($input: ItemInput!) { addItem(input: $input) { id } }', { input: 'x' }],
  ['mutation($input: ItemInput!) { addItem(input: $input) { id } }', { input: { name: 'x' } }],
  ['mutation($input: ItemInput!) { addItem(input: $input) { id } }', { input: { name: 5, kind: 'GOAL', extra: 1 } }],
  ['mutation($input: ItemInput!) { addItem(input: $input) { id } }', { input: { name: 'a; b', kind: 'GOAL', tags: [true] } }],
];

describe('graphql-js\'s refusals in the reader\'s language (issue 29)', () => {
  const messages = [
    ...DOCUMENTS.flatMap(messagesOf),
    ...VARIABLES.flatMap(([source, variables]) => variableMessages(source, variables)),
  ];

  it('recognises every message graphql-js writes for these documents and variables, and says it again exactly in English', () => {
    expect(messages.length).toBeGreaterThan(DOCUMENTS.length + VARIABLES.length - 5);
    for (const message of messages) {
      expect({ message, english: recognisedAs(message)?.english }).toEqual({ message, english: message });
    }
  });

  it('says each in German, Spanish and Arabic, keeps the names, and gives English readers graphql-js\'s text', () => {
    for (const message of messages) {
      const text = graphqlErrorText(message);
      expect(text.english).toBe(message);
      expect(text.in('en-GB')).toBe(message);
      for (const tag of ['de', 'es', 'ar']) {
        const said = text.in(tag);
        expect({ message, said }).not.toEqual({ message, said: message });
        for (const [name] of message.matchAll(/\$\w+/g)) expect(said).toContain(name);
      }
    }
  });

  it('says the common ones as a native speaker writes them', () => {
    expect(graphqlErrorText('Cannot query field "nmae" on type "Item". Did you mean "name"?').in('de'))
      .toBe('Das Feld „nmae“ gibt es im Typ „Item“ nicht. Meintest du „name“?');
    expect(graphqlErrorText('Syntax Error: Expected Name, found <EOF>.').in('es'))
      .toBe('Error de sintaxis: Se esperaba Name y se encontró <EOF>.');
    expect(graphqlErrorText('Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"').in('ar'))
      .toBe('قيمة المتغير "$first" غير صالحة: "ten"؛ لا يمثل Int إلا الأعداد الصحيحة، وليس "ten"');
    expect(graphqlErrorText('Value "HABBIT" does not exist in "Kind" enum. Did you mean the enum value "HABIT" or "GOAL"?').in('de'))
      .toBe('Den Wert „HABBIT“ gibt es im Enum „Kind“ nicht. Meintest du den Enum-Wert „HABIT“ oder „GOAL“?');
  });

  it('frames a message it does not know around graphql-js\'s text, and accents it for the pseudo-locale', () => {
    const text = graphqlErrorText('Something graphql-js may say one day.');
    expect(text.in('de')).toBe('Die Anfrage ist ungültig: Something graphql-js may say one day.');
    expect(text.in('ar')).toBe('الطلب غير صالح: Something graphql-js may say one day.');
    expect(text.in('en')).toBe('Something graphql-js may say one day.');
    expect(text.in('en-XA')).toMatch(/^Šöɱéţĥîñĝ ĝŕàþĥǫĺ-ĵš/);
  });

  it('knows the depth, cost and alias limits', () => {
    const deep = `{ item(id: "1") { ${'parent { '.repeat(24)}id${' }'.repeat(24)} } }`;
    const aliased = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: items { id }`).join(' ')} }`;
    const limits = [deep, aliased].flatMap((source) => validate(schema, parse(source), limitRules()).map((error) => error.message));
    expect(limits).toEqual([expect.stringMatching(/^Syntax Error: Query depth limit/), expect.stringMatching(/^Syntax Error: Query Cost limit/), expect.stringMatching(/^Syntax Error: Aliases limit/)]);
    for (const message of limits) expect(recognisedAs(message)?.english).toBe(message);
    expect(graphqlErrorText(limits[0]).in('de')).toBe('Syntaxfehler: Die Anfrage ist 26 Ebenen tief; erlaubt sind höchstens 25.');
    expect(graphqlErrorText(limits[1]).in('es')).toMatch(/^Error de sintaxis: La consulta cuesta [\d.]+ puntos; se permiten como máximo 5000\.$/);
    expect(graphqlErrorText(limits[2]).in('de')).toBe('Syntaxfehler: Die Anfrage hat 16 Aliase; erlaubt sind höchstens 15.');
  });
});

describe('the lexer\'s texts', () => {
  it.each([
    ['{ item(id: 01) { id } }', 'Syntaxfehler: Ungültige Zahl, nach einer 0 darf keine Ziffer folgen: "1".'],
    ["{ item(id: 'x') { id } }", 'Syntaxfehler: Unerwartetes einfaches Anführungszeichen (\'); wolltest du ein doppeltes (") verwenden?'],
    ['{ item(id: "\\q") { id } }', 'Syntaxfehler: Ungültige Escape-Sequenz: „\\q“.'],
  ])('%s', (source, german) => {
    const [message] = messagesOf(source);
    expect(recognisedAs(message)?.english).toBe(message);
    expect(graphqlErrorText(message).in('de')).toBe(german);
  });
});
