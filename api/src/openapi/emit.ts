// Writes the REST façade's OpenAPI document to api/openapi.json (part of the build; committed).
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { openApiDocument } from './document';
import { OPENAPI_FILE } from './openapi.rest';

export const printOpenApi = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

if (require.main === module) {
  writeFile(OPENAPI_FILE, printOpenApi()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
