/** Pictures of the app's own controls, drawn as they are on screen, for the Help page's legend. */
export type HelpIconName =
  | 'chevron-down' | 'sidebar' | 'back' | 'back-double' | 'forward' | 'forward-double'
  | 'drag' | 'move-up' | 'move-down' | 'trash';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Icons that point along the line: they point the other way in right-to-left text. */
const DIRECTIONAL: ReadonlySet<HelpIconName> = new Set(['sidebar', 'back', 'back-double', 'forward', 'forward-double']);

export function HelpIcon({ name }: { name: HelpIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"
      className={DIRECTIONAL.has(name) ? 'help__icon--directional' : undefined}>
      {shape(name)}
    </svg>
  );
}

function shape(name: HelpIconName) {
  switch (name) {
    case 'chevron-down':
    case 'move-down':
      return <path d="M6 9l6 6 6-6" {...STROKE} />;
    case 'move-up':
      return <path d="M6 15l6-6 6 6" {...STROKE} />;
    case 'sidebar':
    case 'back':
      return <path d="M15 5l-7 7 7 7" {...STROKE} />;
    case 'back-double':
      return <g {...STROKE}><path d="M12 5l-7 7 7 7" /><path d="M19 5l-7 7 7 7" /></g>;
    case 'forward':
      return <path d="M9 5l7 7-7 7" {...STROKE} />;
    case 'forward-double':
      return <g {...STROKE}><path d="M5 5l7 7-7 7" /><path d="M12 5l7 7-7 7" /></g>;
    case 'drag':
      return <g fill="currentColor">{[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.7" />))}</g>;
    case 'trash':
      return (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 7h16" />
          <path d="M10 11v6M14 11v6" />
          <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
          <path d="M9 7V4h6v3" />
        </g>
      );
  }
}
