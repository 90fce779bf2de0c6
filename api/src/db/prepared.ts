/**
 * Statements of the hot read paths (issue 19), sent as named prepared statements: each
 * connection parses and plans one once and afterwards sends only its name and parameters.
 * Under the dashboard's load this halves PostgreSQL's time per request, which otherwise reads
 * and parses a few kilobytes of SQL for every statement. Only statements with a constant text
 * are named: a prepared statement lives as long as its connection.
 */
const names = new Map<string, string>();

/** The statement's text, from now on sent as a named prepared statement. */
export function prepared(text: string): string {
  if (!names.has(text)) names.set(text, `cairn_${names.size + 1}`);
  return text;
}

/** The name `text` is prepared under, if it is one of the hot statements. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}
