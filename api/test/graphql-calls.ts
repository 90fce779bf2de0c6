import {
  getNamedType, isLeafType, isNonNullType, isObjectType, isInterfaceType, isUnionType,
  type GraphQLField, type GraphQLOutputType, type GraphQLSchema,
} from 'graphql';
import type { Client } from './client';

type Operation = 'query' | 'mutation';

/** Fields a selection can ask without arguments (or with optional ones only). */
const askable = (field: GraphQLField<unknown, unknown>) => field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined);

/** A selection of every field of `type` reachable without arguments, `depth` levels of objects deep. */
export function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (depth <= 0) return ' { __typename }';
  if (isUnionType(named)) {
    return ` { __typename ${named.getTypes().map((member) => `... on ${member.name}${selectionOf(member, depth)}`).join(' ')} }`;
  }
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  const fields = Object.values(named.getFields()).filter(askable).map((field) => `${field.name}${selectionOf(field.type, depth - 1)}`);
  return ` { __typename ${fields.join(' ')} }`;
}

/**
 * Calls GraphQL operations by root field name with arguments, asking every field of the answer
 * the cost limit allows, and keeps which root fields were called (`missing` names the rest).
 */
export class GraphqlCalls {
  readonly called = new Set<string>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** The answer's value for `name` (null when it answered an error, which `errors` keeps). */
  async call<T = Record<string, unknown>>(client: Client, kind: Operation, name: string, args: Record<string, unknown> = {}, depth = kind === 'query' ? 4 : 1): Promise<T | null> {
    const root = kind === 'query' ? this.schema.getQueryType()! : this.schema.getMutationType()!;
    const field = root.getFields()[name];
    if (!field) throw new Error(`no ${kind} ${name} in the schema`);
    const given = field.args.filter((arg) => args[arg.name] !== undefined);
    const declared = given.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
    const passed = given.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    for (let levels = depth; ; levels -= 1) {
      const document = `${kind}${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selectionOf(field.type, levels)} }`;
      const answer = await client.gql<Record<string, T>>(document, args);
      const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
      // Too costly a selection: ask one level less.
      if (codes.includes('GRAPHQL_VALIDATION_FAILED') && levels > 1) continue;
      if (codes.some((code) => code === 'INTERNAL_SERVER_ERROR' || code === 'GRAPHQL_VALIDATION_FAILED')) {
        throw new Error(`${kind} ${name} failed: ${answer.raw.slice(0, 500)}`);
      }
      this.called.add(`${kind} ${name}`);
      return answer.data?.[name] ?? null;
    }
  }

  query<T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown> = {}, depth?: number) {
    return this.call<T>(client, 'query', name, args, depth);
  }

  mutation<T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown> = {}, depth?: number) {
    return this.call<T>(client, 'mutation', name, args, depth);
  }

  /** Every query and mutation of the schema not called yet. */
  missing(): string[] {
    const all = (['query', 'mutation'] as const).flatMap((kind) =>
      Object.keys((kind === 'query' ? this.schema.getQueryType()! : this.schema.getMutationType()!).getFields()).map((name) => `${kind} ${name}`));
    return all.filter((operation) => !this.called.has(operation));
  }
}
