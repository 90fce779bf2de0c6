import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createTestDatabase, type TestDatabase } from '../../test/db';

/**
 * Issue 24, "one way to reach the data": hand-written SQL in the app's code names our tables and
 * columns through the entities (`sqlTable`, `RawRows`, a QueryBuilder), never as text, so a renamed
 * column follows everywhere. This reads every string and template part of the modules and
 * shared/ (migrations are history and keep their text) and fails on a table, or a column whose
 * name cannot be an ordinary word (`user_id`, `target_date`), written by hand; a name the
 * statement gives itself (`AS user_id`, a CTE) is its own.
 */
const SOURCE = path.join(__dirname, '..');
const SCANNED = ['modules', 'shared'];
/** Other apps' schemas, read as they are (a Loop backup is SQLite with columns like ours). */
const FOREIGN = [path.join('modules', 'portability', 'formats')];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return FOREIGN.includes(path.relative(SOURCE, full)) ? [] : sourceFiles(full);
    // An entity is where the names are declared (its checks and indexes spell them).
    return entry.name.endsWith('.ts') && !/\.(test|entity)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every string literal and whole template (its substitutions as `?`) in `file`, with its line. */
function literals(file: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; text: string }> = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ line: line(node), text: node.text });
    if (ts.isTemplateExpression(node)) {
      found.push({ line: line(node), text: [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('?') });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** The names a statement gives itself: `… AS name`, `AS x(a, b)`, `name AS (` (a CTE). */
function aliases(sql: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, columns] of sql.matchAll(/\bAS\s+(\w+)(?:\s*\(([^)]*)\))?/gi)) {
    names.add(name);
    for (const column of columns?.split(',') ?? []) names.add(column.trim());
  }
  for (const [, name] of sql.matchAll(/\b(\w+)\s+AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/gi)) names.add(name);
  return names;
}

describe('hand-written SQL', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase(); });
  afterAll(() => db.drop());

  it('names no table and no snake_case column of ours as text, in any module or shared file', () => {
    const { dataSource } = db;
    const tables = new Set(dataSource.entityMetadatas.map((metadata) => metadata.tableName));
    const columns = new Set(dataSource.entityMetadatas.flatMap((metadata) => metadata.columns.map((column) => column.databaseName))
      .filter((name) => name.includes('_')));
    const names = new RegExp(`\\b(${[...tables, ...columns].sort().join('|')})\\b`, 'g');
    const sqlWord = /\b(SELECT|INSERT|UPDATE|DELETE|FROM|JOIN|WHERE|SET|RETURNING)\b/;

    const byHand = SCANNED.flatMap((folder) => sourceFiles(path.join(SOURCE, folder))).flatMap((file) =>
      literals(file).filter(({ text }) => sqlWord.test(text)).flatMap(({ line, text }) =>
        [...new Set([...text.matchAll(names)].map((match) => match[1]))].filter((name) => !aliases(text).has(name))
          .map((name) => `${path.relative(SOURCE, file)}:${line} ${name}`)));
    expect(byHand).toEqual([]);
  });
});
