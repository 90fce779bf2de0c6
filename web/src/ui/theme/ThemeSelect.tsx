import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useTheme } from './theme-context';
import { isScheme, isTheme, SCHEME_LABELS, SCHEMES, THEME_LABELS, THEMES } from './themes';

/** A compact, labelled theme switcher for toolbars. */
export function ThemeSelect({ className }: { className?: string }) {
  const { t } = useLingui();
  const { theme, setTheme } = useTheme();
  const id = useId();
  return (
    <div className={['theme-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="theme-select__label"><Trans>Theme</Trans></label>
      <select
        id={id}
        className="theme-select__control"
        value={theme}
        onChange={(event) => {
          if (isTheme(event.target.value)) setTheme(event.target.value);
        }}
      >
        {THEMES.map((name) => (
          <option key={name} value={name}>{t(THEME_LABELS[name])}</option>
        ))}
      </select>
    </div>
  );
}

/** Beside the theme switcher: light, dark, or as the device prefers (the default). */
export function SchemeSelect({ className }: { className?: string }) {
  const { t } = useLingui();
  const { scheme, setScheme } = useTheme();
  const id = useId();
  return (
    <div className={['theme-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="theme-select__label"><Trans>Light or dark</Trans></label>
      <select
        id={id}
        className="theme-select__control"
        value={scheme}
        onChange={(event) => {
          if (isScheme(event.target.value)) setScheme(event.target.value);
        }}
      >
        {SCHEMES.map((name) => (
          <option key={name} value={name}>{t(SCHEME_LABELS[name])}</option>
        ))}
      </select>
    </div>
  );
}
