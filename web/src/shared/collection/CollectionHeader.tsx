import type { ReactNode } from 'react';

interface CollectionHeaderProps {
  eyebrow: ReactNode;
  title: ReactNode;
  /** 'long' for a title of a whole sentence. */
  titleSize?: 'long';
  lead: ReactNode;
  /** The header's controls (category, plan usage, links), beside the intro. */
  children?: ReactNode;
}

/** The header of the Goals, Habits, Focus Goals and list pages. */
export function CollectionHeader({ eyebrow, title, titleSize, lead, children }: CollectionHeaderProps) {
  return (
    <header className="collection-header">
      <div className="collection-header__intro">
        <p className="page__eyebrow">{eyebrow}</p>
        <h1 className={titleSize === 'long' ? 'collection-header__title collection-header__title--long' : 'collection-header__title'}>
          {title}
        </h1>
        <p className="page__lead">{lead}</p>
      </div>
      {children && <div className="collection-header__tools">{children}</div>}
    </header>
  );
}
