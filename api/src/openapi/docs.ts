import path from 'node:path';
import express, { type Express } from 'express';

// Swagger UI's own files, served from node_modules: no CDN, and the app's strict CSP holds
// (scripts only from this origin; the configuration is a script file, not inline).
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cairn REST API reference</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, withCredentials: true });\n`;

/**
 * GET /api/docs: an interactive reference of the REST façade (Swagger UI over
 * /api/openapi.json). Registered on the app itself, beside /healthz: it is a page about the
 * API, not one of its calls, so it is not in the OpenAPI document.
 */
export function apiDocs(app: Express): void {
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  app.get('/api/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  app.get('/api/docs/start.js', (_req, res) => {
    res.type('text/javascript').send(START);
  });
  app.use('/api/docs/assets', express.static(dist, { index: false, maxAge: '1d', fallthrough: false }));
}
