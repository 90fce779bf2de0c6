import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers/AppProviders';
import { routes } from './app/router/routes';
import { expectVisitor } from './shared/session/session-store';

/**
 * The landing page as a visitor first sees it (Me not answered yet), rendered to HTML at build
 * time (web/scripts/prerender.mjs) so it paints before any script runs; main.tsx hydrates it.
 */
export async function renderLanding(): Promise<string> {
  expectVisitor();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
