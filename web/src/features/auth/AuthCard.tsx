import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CairnMark } from '../../ui/CairnMark';
import { Notice } from '../../ui/Notice';
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
  const { t } = useLingui();
  const titleId = useId();
  return (
    <div className="auth-page">
      <title>{t`${documentTitle} · Cairn`}</title>
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

interface AuthDoneCardProps {
  documentTitle: string;
  title: ReactNode;
  /** The success message. */
  message: string;
  /** What comes next, under the message. */
  children?: ReactNode;
  footer?: ReactNode;
}

/** The end of an account flow (activated, registered, password reset): the message and 'Go to Login'. */
export function AuthDoneCard({ documentTitle, title, message, children, footer }: AuthDoneCardProps) {
  return (
    <AuthCard documentTitle={documentTitle} title={title} footer={footer}>
      <Notice tone="success">
        <p>{message}</p>
      </Notice>
      {children}
      <Link to="/login" className="btn btn--primary btn--large btn--block"><Trans>Go to Login</Trans></Link>
    </AuthCard>
  );
}
