// Writes the schema the code defines to schema.graphql at the repository root (part of the build).
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { createSchema } from './schema';
import { repoRoot } from '../shared/paths';

export async function printAppSchema(): Promise<string> {
  const schema = await createSchema();
  return `# Generated from the API's resolvers by \`npm run build -w api\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (require.main === module) {
  printAppSchema()
    .then((sdl) => writeFile(path.join(repoRoot(), 'schema.graphql'), sdl))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
