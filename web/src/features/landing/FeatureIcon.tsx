export type FeatureIconName = 'target' | 'repeat' | 'chart';

/** Line icons for the feature cards; they inherit the current text colour. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {name === 'target' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <circle cx="12" cy="12" r="5" />
          <circle cx="12" cy="12" r="1.2" fill="currentColor" />
        </>
      )}
      {name === 'repeat' && (
        <>
          <path d="M17 2l3 3-3 3" />
          <path d="M4 11V9a4 4 0 0 1 4-4h12" />
          <path d="M7 22l-3-3 3-3" />
          <path d="M20 13v2a4 4 0 0 1-4 4H4" />
        </>
      )}
      {name === 'chart' && (
        <>
          <path d="M3 3v18h18" />
          <path d="M7 15l4-4 3 3 5-6" />
        </>
      )}
    </svg>
  );
}
