/// <reference types="node" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPrerenderedLanding, PRERENDERED_ATTRIBUTE } from '../../prerendered';
import { ThemeProvider } from './ThemeProvider';
import { SchemeSelect, ThemeSelect } from './ThemeSelect';
import { SCHEME_ATTRIBUTE, SCHEME_STORAGE_KEY, THEME_STORAGE_KEY } from './themes';

function renderPickers() {
  return render(
    <ThemeProvider>
      <ThemeSelect />
      <SchemeSelect />
    </ThemeProvider>,
  );
}

const html = document.documentElement;

/**
 * A stand-in for the browser's prefers-color-scheme (jsdom has no matchMedia): `change` flips it
 * and tells the listeners, as a system switching to dark does.
 */
function prefersDark(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const list = {
    get matches() { return matches; },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) => ({ ...list, media: query, get matches() { return matches; } })) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

const realMatchMedia = window.matchMedia;

afterEach(() => {
  html.removeAttribute(SCHEME_ATTRIBUTE);
  window.matchMedia = realMatchMedia;
  window.localStorage.clear();
});

describe('SchemeSelect', () => {
  it('starts on the system scheme: data-scheme is what the browser prefers (light when it says nothing)', () => {
    renderPickers();
    const picker = screen.getByLabelText('Light or dark');
    expect(picker).toHaveValue('system');
    expect(screen.getAllByRole('option', { name: /System|Light|Dark/ }).map((option) => (option as HTMLOptionElement).value))
      .toEqual(['system', 'light', 'dark']);
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'light');
  });

  it('puts an explicit pick on <html>, remembers it apart from the theme, and forgets it for system', async () => {
    const user = userEvent.setup();
    renderPickers();

    await user.selectOptions(screen.getByLabelText('Light or dark'), 'dark');
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'dark');
    expect(window.localStorage.getItem(SCHEME_STORAGE_KEY)).toBe('dark');

    await user.selectOptions(screen.getByLabelText('Theme'), 'ocean');
    expect(document.body).toHaveClass('theme-ocean');
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('ocean');

    await user.selectOptions(screen.getByLabelText('Light or dark'), 'light');
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'light');
    expect(window.localStorage.getItem(SCHEME_STORAGE_KEY)).toBe('light');

    prefersDark(true);
    await user.selectOptions(screen.getByLabelText('Light or dark'), 'system');
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'dark');
    expect(window.localStorage.getItem(SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('restores a remembered pick and ignores an unknown one', () => {
    window.localStorage.setItem(SCHEME_STORAGE_KEY, 'dark');
    const { unmount } = renderPickers();
    expect(screen.getByLabelText('Light or dark')).toHaveValue('dark');
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'dark');
    unmount();
    html.removeAttribute(SCHEME_ATTRIBUTE);

    window.localStorage.setItem(SCHEME_STORAGE_KEY, 'dim');
    renderPickers();
    expect(screen.getByLabelText('Light or dark')).toHaveValue('system');
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'light');
  });
});

describe('scheme.js, the script inlined in <head>', () => {
  const script = readFileSync(join(__dirname, '../../../scheme.js'), 'utf8');
  // The file as the browser runs it, before any module.
  const runScript = () => new Function(script)() as unknown;

  it.each(['dark', 'light'])('sets data-scheme="%s" from the stored pick before React runs', (scheme) => {
    window.localStorage.setItem(SCHEME_STORAGE_KEY, scheme);
    runScript();
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, scheme);
  });

  it('resolves system (and anything unknown) to the browser\'s scheme, and follows it as it changes', () => {
    const system = prefersDark(false);
    runScript();
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'light');
    system.change(true);
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'dark');
    system.change(false);
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'light');

    window.localStorage.setItem(SCHEME_STORAGE_KEY, 'dim');
    prefersDark(true);
    runScript();
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'dark');
  });

  it('keeps a pick when the system changes', () => {
    window.localStorage.setItem(SCHEME_STORAGE_KEY, 'light');
    const system = prefersDark(false);
    runScript();
    system.change(true);
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'light');
  });

  it('without matchMedia (an old browser) draws light unless the user picked dark', () => {
    runScript();
    expect(html).toHaveAttribute(SCHEME_ATTRIBUTE, 'light');
  });
});

describe('the prerendered landing', () => {
  it('is hydrated only for the system scheme (an explicit pick renders the pickers afresh)', () => {
    const root = document.createElement('div');
    root.setAttribute(PRERENDERED_ATTRIBUTE, '');
    expect(isPrerenderedLanding(root)).toBe(true);
    window.localStorage.setItem(SCHEME_STORAGE_KEY, 'dark');
    expect(isPrerenderedLanding(root)).toBe(false);
  });
});
