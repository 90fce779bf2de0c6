import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { i18n } from '@lingui/core';
import { resetSession } from '../src/shared/session/session-store';

// English, the source: Lingui compiles each message from the text the macros leave in the code.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Screens read their texts through Lingui's React hooks, which need the I18nProvider the app's
// AppProviders gives them: every test render (and renderHook) gets one around its own wrapper.
jest.mock('@testing-library/react', () => {
  const actual = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { I18nProvider } = jest.requireActual<typeof import('@lingui/react')>('@lingui/react');
  const { i18n: lingui } = jest.requireActual<typeof import('@lingui/core')>('@lingui/core');
  type Wrapper = import('react').JSXElementConstructor<{ children: import('react').ReactNode }>;
  const withI18n = (Inner?: Wrapper): Wrapper => function I18nWrapper({ children }) {
    return createElement(I18nProvider, { i18n: lingui }, Inner ? createElement(Inner, null, children) : children);
  };
  return {
    ...actual,
    render: (ui: import('react').ReactNode, options?: import('@testing-library/react').RenderOptions) =>
      actual.render(ui, { ...options, wrapper: withI18n(options?.wrapper) }),
    renderHook: (callback: (props: unknown) => unknown, options?: import('@testing-library/react').RenderHookOptions<unknown>) =>
      actual.renderHook(callback, { ...options, wrapper: withI18n(options?.wrapper) }),
  };
});

// Waits end when the DOM gets there; these caps only bound a failing test. A screen's first render
// loads (and transforms) its lazy chunks, which on a 2-core machine busy with other jobs takes seconds.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// jsdom lacks these; react-router uses them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no fetch API; the data router builds a Request per navigation and reads only these.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Map<string, string>();
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  // Who is signed in is module state: each test starts with Me not answered yet.
  resetSession();
  document.body.className = '';
});
