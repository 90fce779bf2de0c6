import { useId, useState, type ReactNode } from 'react';
import './collapsible-card.css';

interface CollapsibleCardProps {
  title: string;
  /** The toggle's accessible names, e.g. 'Collapse date selection' / 'Expand date selection'. */
  collapseLabel: string;
  expandLabel: string;
  defaultExpanded?: boolean;
  /** A decorative symbol before the title. */
  icon?: ReactNode;
  /** Shown beside the title while collapsed, e.g. the chosen day. */
  collapsedSummary?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}

/**
 * A card whose body folds away under its title (300 ms, SPEC §9). The toggle says what it will
 * do and which region it controls; a folded body is inert, so it leaves the tab order too.
 */
export function CollapsibleCard({
  title, collapseLabel, expandLabel, defaultExpanded = true, icon, collapsedSummary, headingLevel = 2,
  className, children,
}: CollapsibleCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={['card', 'collapsible-card', expanded ? 'collapsible-card--expanded' : 'collapsible-card--collapsed', className]
        .filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className="collapsible-card__header">
        <Heading id={titleId} className="collapsible-card__title">
          {icon && <span className="collapsible-card__icon" aria-hidden="true">{icon}</span>}
          {title}
        </Heading>
        {!expanded && collapsedSummary && <span className="collapsible-card__summary">{collapsedSummary}</span>}
        <button
          type="button"
          className="collapsible-card__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={expanded ? collapseLabel : expandLabel}
          title={expanded ? collapseLabel : expandLabel}
          onClick={() => setExpanded((value) => !value)}
        >
          <svg className="collapsible-card__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div id={bodyId} className="collapsible-card__body" inert={!expanded}>
        <div className="collapsible-card__clip">
          <div className="collapsible-card__content">{children}</div>
        </div>
      </div>
    </section>
  );
}
