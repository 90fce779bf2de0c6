/**
 * The REST façade's answers checked against its OpenAPI 3.1 document (api/openapi.json): the
 * test client (test/client.ts) runs every answer of every REST integration test through here,
 * so the document can never drift from the code.
 */
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { OPENAPI_FILE } from '../src/openapi/openapi.rest';

type Json = Record<string, unknown>;
export interface OpenApiDocument { paths: Record<string, Record<string, { responses: Record<string, Json>; security: Json[] }>>; components: Json }

export const openApiText = readFileSync(OPENAPI_FILE, 'utf8');
export const openApi = JSON.parse(openApiText) as OpenApiDocument;

export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** The schema of `path`'s `method` answer with `status` (a $ref'd response followed), or undefined when undocumented. */
export function answerValidator(path: string, method: string, status: number): ValidateFunction | undefined {
  const key = `${method} ${path} ${status}`;
  if (validators.has(key)) return validators.get(key);
  let response = openApi.paths[path]?.[method]?.responses[String(status)];
  if (!response) return undefined;
  if (typeof response.$ref === 'string') {
    const [, , kind, name] = response.$ref.split('/');
    response = (openApi.components[kind] as Record<string, Json>)[name];
  }
  const schema = ((response.content as Json)['application/json'] as Json).schema as Json;
  // Compiled with the document's components beside it, so "#/components/..." resolves.
  const validate = ajv.compile({ ...schema, components: openApi.components });
  validators.set(key, validate);
  return validate;
}

const templates = Object.keys(openApi.paths).map((template) => ({
  template,
  // Literal segments win over parameters (/user/clock before /user/{userId}).
  literal: template.split('/').filter((part) => !part.startsWith('{')).length,
  pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
})).sort((a, b) => b.literal - a.literal);

/**
 * Checks one answer of `/api{path}`: a documented call must answer a documented status with a
 * body that matches. Paths the document does not have (an unknown call's 404) are not checked.
 */
export function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  const path = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
  const lower = method.toLowerCase();
  const match = templates.find((t) => t.pattern.test(path) && openApi.paths[t.template][lower]);
  if (!match) return;
  const validate = answerValidator(match.template, lower, status);
  if (!validate) throw new Error(`${method} /api${path} answered ${status}, which api/openapi.json does not list for ${lower} ${match.template}: ${JSON.stringify(body).slice(0, 300)}`);
  if (!validate(body)) throw new Error(`${method} /api${path} ${status} does not match api/openapi.json: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
}
