import { lazy } from 'react';
import { useSession } from '../../shared/session/session-store';
import { withAppMessages } from '../../ui/i18n/i18n';
import { Spinner } from '../../ui/Spinner';

// Visitors and signed-in users download only the screen they see.
const LandingPage = lazy(() =>
  import('../../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const WorkPage = lazy(() =>
  withAppMessages(import('../../features/workspace/WorkPage')).then((m) => ({ default: m.WorkPage })));

/** / and /home: the landing page for visitors, the Work dashboard for a signed-in user. */
export function HomeRoute() {
  const { me, loading, likelyVisitor } = useSession();
  // A page prerendered for visitors keeps showing the landing page while Me answers.
  if (loading && !likelyVisitor) return <Spinner />;
  if (!me) return <LandingPage />;
  return <WorkPage />;
}
