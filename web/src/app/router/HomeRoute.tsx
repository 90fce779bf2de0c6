import { lazy } from 'react';
import { useMe } from '../../shared/session/useMe';
import { Spinner } from '../../ui/Spinner';

// Visitors and signed-in users download only the screen they see.
const LandingPage = lazy(() =>
  import('../../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const WorkPage = lazy(() =>
  import('../../features/dashboard/WorkPage').then((m) => ({ default: m.WorkPage })));

/** / and /home: the landing page for visitors, the Work dashboard for a signed-in user. */
export function HomeRoute() {
  const { me, loading } = useMe();
  if (loading) return <Spinner />;
  if (!me) return <LandingPage />;
  return <WorkPage />;
}
