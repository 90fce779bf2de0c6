import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers/AppProviders';
import { routes } from './app/router/routes';
import { expectVisitor } from './shared/session/session-store';
import { activateLocale, i18n } from './ui/i18n/i18n';

/** The English messages the landing page was rendered with: the page carries them (scripts/prerender.mjs). */
export function landingMessages(): string {
  return JSON.stringify(i18n.messages);
}

/**
 * The landing page as a visitor first sees it (Me not answered yet), rendered to HTML at build
 * time (web/scripts/prerender.mjs) so it paints before any script runs; main.tsx hydrates it.
 */
export async function renderLanding(): Promise<string> {
  expectVisitor();
  await activateLocale('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page is one piece of HTML: no boundary left to the client (a render error) nor sent
  // apart (React outlines a large one), either of which needs inline scripts the CSP refuses.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { onError: (error) => { errors.push(error); }, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length) throw new AggregateError(errors, `The landing page did not prerender: ${errors.map(String).join('; ')}`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  if (/<script|<template/.test(html)) throw new Error('The prerendered landing page leaves a part to inline scripts, which the CSP refuses');
  return html;
}
