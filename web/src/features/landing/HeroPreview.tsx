import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/Icon';

/** A decorative glimpse of the daily dashboard beside the hero text. */
export function HeroPreview() {
  const { i18n } = useLingui();
  // The sample day the preview shows.
  const done = 3;
  const total = 4;
  const weekRate = 0.72;
  const streakDays = 5;
  return (
    <div className="hero-preview" aria-hidden="true">
      <svg className="hero-preview__cairn" viewBox="0 0 200 220">
        <ellipse cx="100" cy="200" rx="86" ry="18" fill="var(--stone-3)" />
        <ellipse cx="96" cy="160" rx="66" ry="22" fill="var(--stone-1)" />
        <ellipse cx="104" cy="118" rx="50" ry="19" fill="var(--stone-2)" />
        <ellipse cx="98" cy="82" rx="36" ry="16" fill="var(--stone-3)" />
        <ellipse cx="102" cy="52" rx="24" ry="12" fill="var(--stone-4)" />
        <ellipse cx="100" cy="29" rx="13" ry="8" fill="var(--accent)" />
      </svg>
      <div className="hero-preview__card">
        <div className="hero-preview__head">
          <span className="hero-preview__title"><Trans>Today</Trans></span>
          <span className="hero-preview__chip"><Trans>{done} of {total} done</Trans></span>
        </div>
        <ul className="hero-preview__list">
          <li className="is-done"><span className="hero-preview__check" /><Trans>Morning walk</Trans></li>
          <li className="is-done"><span className="hero-preview__check" /><Trans>Read 10 pages</Trans></li>
          <li className="is-done"><span className="hero-preview__check" /><Trans>Save $5</Trans></li>
          <li><span className="hero-preview__check" /><Trans>Plan tomorrow</Trans></li>
        </ul>
        <div className="hero-preview__progress">
          <span><Trans>This week</Trans></span>
          <span className="hero-preview__bar"><span style={{ width: `${weekRate * 100}%` }} /></span>
          {/* Lingui's own number format: the landing page loads no formatter module of its own. */}
          <span>{i18n.number(weekRate, { style: 'percent' })}</span>
        </div>
      </div>
      <div className="hero-preview__toast">
        <Icon name="flame" /> <Plural value={streakDays} one="#-day streak" other="#-day streak" />
      </div>
    </div>
  );
}
