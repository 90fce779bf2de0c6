import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTheme } from '../../ui/theme/theme-context';
import { THEME_LABELS, THEMES, type Theme } from '../../ui/theme/themes';

const THEME_BLURBS: Record<Theme, MessageDescriptor> = {
  nature: msg`Forest greens and warm ochre`,
  ocean: msg`Deep blues and sea-glass teal`,
  sunset: msg`Terracotta and golden hour`,
  lavender: msg`Violet calm with a rosy touch`,
};

/** The landing page's theme picker: four previews, one radio group. */
export function ThemeShowcase({ titleId }: { titleId: string }) {
  const { t } = useLingui();
  const { theme, setTheme } = useTheme();
  return (
    <div className="theme-showcase">
      <div className="landing-section__head">
        <p className="page__eyebrow"><Trans>Make it yours</Trans></p>
        <h2 id={titleId}><Trans>Pick a theme that feels like you</Trans></h2>
        <p className="landing-section__lead"><Trans>Cairn remembers your choice on this device.</Trans></p>
      </div>
      <fieldset className="theme-showcase__options">
        <legend className="visually-hidden"><Trans>Colour theme</Trans></legend>
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
            <span className="theme-option__name">{t(THEME_LABELS[name])}</span>
            <span className="theme-option__blurb">{t(THEME_BLURBS[name])}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
