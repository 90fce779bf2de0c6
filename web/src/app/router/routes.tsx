import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { Layout } from '../layout/Layout';
import { HomeRoute } from './HomeRoute';
import { RequireAuth } from './RequireAuth';

// Each screen is its own chunk, downloaded when first shown.
const NotFoundPage = lazy(() =>
  import('../../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const LoginPage = lazy(() =>
  import('../../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ResetEmailPage = lazy(() =>
  import('../../features/auth/ResetEmailPage').then((m) => ({ default: m.ResetEmailPage })));
const NotMePage = lazy(() =>
  import('../../features/auth/NotMePage').then((m) => ({ default: m.NotMePage })));
const ResetPasswordPage = lazy(() =>
  import('../../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ActivatePage = lazy(() =>
  import('../../features/auth/ActivatePage').then((m) => ({ default: m.ActivatePage })));
const LogoutRoute = lazy(() =>
  import('../../features/auth/LogoutRoute').then((m) => ({ default: m.LogoutRoute })));
const ProfilePage = lazy(() =>
  import('../../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const AccessTokensPage = lazy(() =>
  import('../../features/access-tokens/AccessTokensPage').then((m) => ({ default: m.AccessTokensPage })));
const AppsPage = lazy(() =>
  import('../../features/access-tokens/AppsPage').then((m) => ({ default: m.AppsPage })));
const ConsentPage = lazy(() =>
  import('../../features/access-tokens/ConsentPage').then((m) => ({ default: m.ConsentPage })));
const WorkPage = lazy(() =>
  import('../../features/workspace/WorkPage').then((m) => ({ default: m.WorkPage })));
const GoalsRoute = lazy(() =>
  import('./GoalsRoute').then((m) => ({ default: m.GoalsRoute })));
const FocusGoalsPage = lazy(() =>
  import('../../features/goals/FocusGoalsPage').then((m) => ({ default: m.FocusGoalsPage })));
const HabitsPage = lazy(() =>
  import('../../features/habits/HabitsPage').then((m) => ({ default: m.HabitsPage })));
const ListPage = lazy(() =>
  import('../../features/list/ListPage').then((m) => ({ default: m.ListPage })));
const ScriptPage = lazy(() =>
  import('../../features/list/ScriptPage').then((m) => ({ default: m.ScriptPage })));
const ProgressPage = lazy(() =>
  import('../../features/progress/ProgressPage').then((m) => ({ default: m.ProgressPage })));
const PlansPage = lazy(() =>
  import('../../features/plans/PlansPage').then((m) => ({ default: m.PlansPage })));
const SuccessPage = lazy(() =>
  import('../../features/plans/SuccessPage').then((m) => ({ default: m.SuccessPage })));
const CancelPage = lazy(() =>
  import('../../features/plans/CancelPage').then((m) => ({ default: m.CancelPage })));
const HelpPage = lazy(() =>
  import('../../features/instructions/HelpPage').then((m) => ({ default: m.HelpPage })));

/** Shown when the layout itself fails: the error screen alone, still a landmark. */
function ShellError() {
  return (
    <main className="app-main app-main--bare">
      <RouteErrorPage />
    </main>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ShellError />,
    children: [
      {
        // A failing screen shows the error inside the layout, so navigation stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'home', element: <HomeRoute /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'logout', element: <LogoutRoute /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'resetemail', element: <ResetEmailPage /> },
          { path: 'resetpassword/:hash', element: <ResetPasswordPage /> },
          { path: 'activate/:hash', element: <ActivatePage /> },
          { path: 'not-me/:hash', element: <NotMePage /> },
          // Open to visitors: browsing, the plans, help.
          { path: 'goals', element: <GoalsRoute /> },
          { path: 'habits', element: <HabitsPage /> },
          { path: 'list', element: <ListPage /> },
          { path: 'plans', element: <PlansPage /> },
          { path: 'instructions', element: <HelpPage /> },
          { path: 'script', element: <ScriptPage /> },
          {
            // Signed-in users only; the others are sent to /login and brought back.
            element: <RequireAuth />,
            children: [
              { path: 'profile', element: <ProfilePage /> },
              { path: 'profile/tokens', element: <AccessTokensPage /> },
              { path: 'profile/apps', element: <AppsPage /> },
              { path: 'oauth/interaction/:uid', element: <ConsentPage /> },
              { path: 'workspace', element: <WorkPage /> },
              { path: 'focus', element: <FocusGoalsPage /> },
              { path: 'progress', element: <ProgressPage /> },
              { path: 'success', element: <SuccessPage /> },
              { path: 'cancel', element: <CancelPage /> },
            ],
          },
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
