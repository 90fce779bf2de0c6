import path from 'node:path';
import express, { type Express } from 'express';

// Swagger UI's own files, served from node_modules: no CDN, and the app's strict CSP holds
// (scripts only from this origin; the configuration is a script file, not inline). The page is
// the app's landmark structure around it: Swagger UI's own <main> holds the operations.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cairn REST API reference</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/theme.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

// Swagger UI's stock colours fail WCAG AA (white on its method badges, the version stamps, the
// document link, the schema's "expand all", Try it out's Cancel and Execute): the same hues, darkened to 4.5:1 or more.
// Swagger UI draws light only: the page says so, so a dark system scheme leaves its controls light too.
const THEME = `:root { color-scheme: light; }
.swagger-ui .opblock.opblock-get { border-color: #1d6fb8; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d6fb8; }
.swagger-ui .opblock.opblock-post { border-color: #1b7a4f; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b7a4f; }
.swagger-ui .opblock.opblock-put { border-color: #a65200; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a65200; }
.swagger-ui .opblock.opblock-delete { border-color: #c62828; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c62828; }
.swagger-ui .parameter__in { color: #595959; }
.swagger-ui .opblock.opblock-patch { border-color: #00796b; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #00796b; }
.swagger-ui .btn.authorize { color: #1b7a4f; border-color: #1b7a4f; }
.swagger-ui .btn.authorize svg { fill: #1b7a4f; }
.swagger-ui .info .title small { background: #52606e; }
.swagger-ui .info .title small.version-stamp { background: #4a6b00; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1f5fa8; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #595959; }
.swagger-ui .btn.try-out__btn.cancel { color: #b00020; border-color: #b00020; }
.swagger-ui .btn.execute { background: #1f5fa8; border-color: #1f5fa8; }
.cairn-dialog { position: fixed; inset: 0; z-index: 9999; }
.cairn-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

// Swagger UI's configuration. Deep links are off: they put a link inside each operation's
// toggle button (a control nested in a control). The one server needs no picker (an unnamed
// <select>). The description goes in a banner landmark, the resource groups (h3) under a
// heading of their own after the title (h1), and Try it out's request body box gets a name.
// The Authorize dialog is a named modal dialog (a region of its own), its close button says
// "Close", and its Authorize and Logout buttons are named by their visible words (Swagger UI
// names them "Apply credentials" and "Remove authorization", which a voice user cannot say).
const START = `var CAIRN_RENAMED = ['Apply credentials', 'Remove authorization'];
function cairnReference() {
  return {
    components: { ServersContainer: () => null },
    wrapComponents: {
      authorizationPopup: (Original, { React }) => (props) => React.createElement('div', { className: 'cairn-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Available authorizations' },
        React.createElement(Original, props)),
      CloseIcon: (Original, { React }) => (props) => React.createElement(React.Fragment, null,
        React.createElement(Original, props), React.createElement('span', { className: 'cairn-visually-hidden' }, 'Close')),
      Button: (Original, { React }) => (props) => React.createElement(Original,
        CAIRN_RENAMED.includes(props['aria-label']) ? { ...props, 'aria-label': undefined } : props),
      InfoContainer: (Original, { React }) => (props) => React.createElement('header', { role: 'banner' }, React.createElement(Original, props)),
      operations: (Original, { React }) => (props) => React.createElement(React.Fragment, null,
        React.createElement('h2', { className: 'cairn-visually-hidden' }, 'Calls by resource'), React.createElement(Original, props)),
      TextArea: (Original, { React }) => (props) => React.createElement(Original, { 'aria-label': String(props.className).includes('body-param') ? 'Request body' : 'Value', ...props }),
    },
  };
}
window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: false, validatorUrl: null, withCredentials: true, plugins: [cairnReference] });
`;

/**
 * GET /api/docs: an interactive reference of the REST façade (Swagger UI over
 * /api/openapi.json, its calls grouped by resource). Registered on the app itself, beside
 * /healthz: it is a page about the API, not one of its calls, so it is not in the OpenAPI document.
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
  app.get('/api/docs/theme.css', (_req, res) => {
    res.type('text/css').send(THEME);
  });
  app.use('/api/docs/assets', express.static(dist, { index: false, maxAge: '1d', fallthrough: false }));
}
