import { lazy } from 'react';
import { withAppMessages } from '../../ui/i18n/i18n';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { Layout } from '../layout/Layout';
import { HomeRoute } from './HomeRoute';
import { RequireAuth } from './RequireAuth';

// Each screen is its own chunk, downloaded when first shown.
const NotFoundPage = lazy(() =>
  withAppMessages(import('../../features/errors/NotFoundPage')).then((m) => ({ default: m.NotFoundPage })));
const LoginPage = lazy(() =>
  withAppMessages(import('../../features/auth/LoginPage')).then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  withAppMessages(import('../../features/auth/RegisterPage')).then((m) => ({ default: m.RegisterPage })));
const ResetEmailPage = lazy(() =>
  withAppMessages(import('../../features/auth/ResetEmailPage')).then((m) => ({ default: m.ResetEmailPage })));
const NotMePage = lazy(() =>
  withAppMessages(import('../../features/auth/NotMePage')).then((m) => ({ default: m.NotMePage })));
const ResetPasswordPage = lazy(() =>
  withAppMessages(import('../../features/auth/ResetPasswordPage')).then((m) => ({ default: m.ResetPasswordPage })));
const ActivatePage = lazy(() =>
  withAppMessages(import('../../features/auth/ActivatePage')).then((m) => ({ default: m.ActivatePage })));
const LogoutRoute = lazy(() =>
  withAppMessages(import('../../features/auth/LogoutRoute')).then((m) => ({ default: m.LogoutRoute })));
const ProfilePage = lazy(() =>
  withAppMessages(import('../../features/profile/ProfilePage')).then((m) => ({ default: m.ProfilePage })));
const AccessTokensPage = lazy(() =>
  withAppMessages(import('../../features/access-tokens/AccessTokensPage')).then((m) => ({ default: m.AccessTokensPage })));
const AppsPage = lazy(() =>
  withAppMessages(import('../../features/access-tokens/AppsPage')).then((m) => ({ default: m.AppsPage })));
const ConsentPage = lazy(() =>
  withAppMessages(import('../../features/access-tokens/ConsentPage')).then((m) => ({ default: m.ConsentPage })));
const WorkPage = lazy(() =>
  withAppMessages(import('../../features/workspace/WorkPage')).then((m) => ({ default: m.WorkPage })));
const GoalsRoute = lazy(() =>
  withAppMessages(import('./GoalsRoute')).then((m) => ({ default: m.GoalsRoute })));
const FocusGoalsPage = lazy(() =>
  withAppMessages(import('../../features/goals/FocusGoalsPage')).then((m) => ({ default: m.FocusGoalsPage })));
const HabitsPage = lazy(() =>
  withAppMessages(import('../../features/habits/HabitsPage')).then((m) => ({ default: m.HabitsPage })));
const ListPage = lazy(() =>
  withAppMessages(import('../../features/list/ListPage')).then((m) => ({ default: m.ListPage })));
const ScriptPage = lazy(() =>
  withAppMessages(import('../../features/list/ScriptPage')).then((m) => ({ default: m.ScriptPage })));
const ProgressPage = lazy(() =>
  withAppMessages(import('../../features/progress/ProgressPage')).then((m) => ({ default: m.ProgressPage })));
const PlansPage = lazy(() =>
  withAppMessages(import('../../features/plans/PlansPage')).then((m) => ({ default: m.PlansPage })));
const SuccessPage = lazy(() =>
  withAppMessages(import('../../features/plans/SuccessPage')).then((m) => ({ default: m.SuccessPage })));
const CancelPage = lazy(() =>
  withAppMessages(import('../../features/plans/CancelPage')).then((m) => ({ default: m.CancelPage })));
const HelpPage = lazy(() =>
  withAppMessages(import('../../features/instructions/HelpPage')).then((m) => ({ default: m.HelpPage })));

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
