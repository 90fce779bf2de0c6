import './icon.css';

/**
 * Line icons drawn as SVG, so they show on every machine: colour emoji render as empty boxes
 * where no emoji font is installed. Decorative: the text beside an icon names it.
 */
const PATHS = {
  work: 'M4 8h16v11H4z M9 8V5h6v3 M4 13h16',
  goals: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10z M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2z',
  habits: 'M17 2l3 3-3 3 M4 11V9a4 4 0 0 1 4-4h12 M7 22l-3-3 3-3 M20 13v2a4 4 0 0 1-4 4H4',
  progress: 'M3 20h18 M5 16l4-5 4 3 6-8',
  profile: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8z M4 21a8 8 0 0 1 16 0',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  calendar: 'M3 5h18v16H3z M3 10h18 M8 3v4 M16 3v4',
  check: 'M4 12l5 5L20 6',
  seedling: 'M12 21v-9 M12 12C12 8 9 5 4 5c0 5 3 7 8 7z M12 14c0-4 3-6 8-6 0 4-3 6-8 6z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  lock: 'M5 11h14v10H5z M8 11V7a4 4 0 0 1 8 0v4',
  flame: 'M12 22c4 0 7-3 7-7 0-5-4-7-5-11-2 3-3 5-3 7-1-1-2-2-2-4-2 2-4 5-4 8 0 4 3 7 7 7z',
  stones: 'M7 20h10a3 2 0 0 0 0-4H7a3 2 0 0 0 0 4z M8 16a4 2.5 0 0 1 8 0 M10 11.5a2 2 0 0 1 4 0',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={`icon${className ? ` ${className}` : ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={name}>
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
