import { useId } from 'react';
import { useTheme } from './theme-context';
import { isTheme, THEME_LABELS, THEMES } from './themes';

/** A compact, labelled theme switcher for toolbars. */
export function ThemeSelect({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const id = useId();
  return (
    <div className={['theme-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="theme-select__label">Theme</label>
      <select
        id={id}
        className="theme-select__control"
        value={theme}
        onChange={(event) => {
          if (isTheme(event.target.value)) setTheme(event.target.value);
        }}
      >
        {THEMES.map((name) => (
          <option key={name} value={name}>{THEME_LABELS[name]}</option>
        ))}
      </select>
    </div>
  );
}
