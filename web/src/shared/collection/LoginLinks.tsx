import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from '../session/session';

/** /login, bringing the visitor back to this page afterwards. */
export function LoginLink({ children, className }: { children: ReactNode; className?: string }) {
  const location = useLocation();
  const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Link to="/login" state={state} className={className}>{children}</Link>;
}

/** In place of a signed-in-only block: what it offers, and the way in (SPEC §5: login is offered). */
export function SignInPanel({ title, text }: { title: string; text: string }) {
  return (
    <div className="signin-panel">
      <p className="signin-panel__title">{title}</p>
      <p className="signin-panel__text">{text}</p>
      <div className="signin-panel__actions">
        <LoginLink className="btn btn--primary"><Trans>Log In</Trans></LoginLink>
        <Link to="/register" className="btn btn--secondary"><Trans>Create an account</Trans></Link>
      </div>
    </div>
  );
}
