import { useId, type ReactNode } from 'react';
import { CairnMark } from '../../ui/CairnMark';
import './auth.css';

interface AuthCardProps {
  /** The browser tab's title. */
  documentTitle: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under a rule at the bottom of the card. */
  footer?: ReactNode;
  /** 'wide' for the registration wizard. */
  width?: 'narrow' | 'wide';
}

/** The card every account screen sits in, centred on the theme's hero gradient. */
export function AuthCard({ documentTitle, title, lead, children, footer, width = 'narrow' }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className="auth-page">
      <title>{`${documentTitle} · Cairn`}</title>
      <section className={`card auth-card auth-card--${width}`} aria-labelledby={titleId}>
        <CairnMark className="auth-card__mark" size={44} />
        <h1 id={titleId} className="auth-card__title">{title}</h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </section>
    </div>
  );
}
