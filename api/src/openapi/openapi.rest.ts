import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { repoRoot } from '../shared/paths';

/** api/openapi.json: the REST façade's OpenAPI 3.1 document, committed and checked by tests. */
export const OPENAPI_FILE = path.join(repoRoot(), 'api', 'openapi.json');

/** GET /api/openapi.json serves the document as committed. */
export function openApiRoutes(): Router {
  const router = Router();
  const document = readFileSync(OPENAPI_FILE, 'utf8');
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  return router;
}
