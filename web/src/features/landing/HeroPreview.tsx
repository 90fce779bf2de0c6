import { Icon } from '../../ui/Icon';
/** A decorative glimpse of the daily dashboard beside the hero text. */
export function HeroPreview() {
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
          <span className="hero-preview__title">Today</span>
          <span className="hero-preview__chip">3 of 4 done</span>
        </div>
        <ul className="hero-preview__list">
          <li className="is-done"><span className="hero-preview__check" />Morning walk</li>
          <li className="is-done"><span className="hero-preview__check" />Read 10 pages</li>
          <li className="is-done"><span className="hero-preview__check" />Save $5</li>
          <li><span className="hero-preview__check" />Plan tomorrow</li>
        </ul>
        <div className="hero-preview__progress">
          <span>This week</span>
          <span className="hero-preview__bar"><span style={{ width: '72%' }} /></span>
          <span>72%</span>
        </div>
      </div>
      <div className="hero-preview__toast"><Icon name="flame" /> 5-day streak</div>
    </div>
  );
}
