import { useTheme } from '../../ui/theme/theme-context';
import { THEME_LABELS, THEMES, type Theme } from '../../ui/theme/themes';

const THEME_BLURBS: Record<Theme, string> = {
  nature: 'Forest greens and warm ochre',
  ocean: 'Deep blues and sea-glass teal',
  sunset: 'Terracotta and golden hour',
  lavender: 'Violet calm with a rosy touch',
};

/** The landing page's theme picker: four previews, one radio group. */
export function ThemeShowcase({ titleId }: { titleId: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <div className="theme-showcase">
      <div className="landing-section__head">
        <p className="page__eyebrow">Make it yours</p>
        <h2 id={titleId}>Pick a theme that feels like you</h2>
        <p className="landing-section__lead">Cairn remembers your choice on this device.</p>
      </div>
      <fieldset className="theme-showcase__options">
        <legend className="visually-hidden">Colour theme</legend>
        {THEMES.map((name) => (
          <label key={name} className={`theme-option theme-${name}`}>
            <input
              type="radio"
              name="landing-theme"
              value={name}
              checked={theme === name}
              onChange={() => setTheme(name)}
              className="theme-option__input"
            />
            <span className="theme-option__preview" aria-hidden="true">
              <span className="theme-option__bar" />
              <span className="theme-option__dots">
                <span /><span /><span />
              </span>
            </span>
            <span className="theme-option__name">{THEME_LABELS[name]}</span>
            <span className="theme-option__blurb">{THEME_BLURBS[name]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
