import type { ReactNode, RefObject } from 'react';

interface StepHeadingProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  hint?: ReactNode;
  children: ReactNode;
}

/** A wizard step's heading; it takes focus when Back or Next brings its step. */
export function StepHeading({ headingRef, hint, children }: StepHeadingProps) {
  return (
    <span className="wizard__heading">
      <h2 ref={headingRef} tabIndex={-1}>{children}</h2>
      {hint && <span className="wizard__hint">{hint}</span>}
    </span>
  );
}
