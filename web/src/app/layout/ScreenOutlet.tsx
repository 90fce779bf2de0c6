import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';

/**
 * The current screen, in a Suspense boundary of its own per route. The router navigates in a
 * transition: with one boundary shared by every screen, React would keep the previous screen
 * (say the login form) on show, editable, under the new URL until the next screen's chunk had
 * loaded, and whatever was typed meanwhile went into a form about to disappear. A new boundary
 * for each route shows the spinner at once instead (React never holds back a new boundary's fallback).
 */
export function ScreenOutlet() {
  const matches = useMatches();
  return (
    <Suspense key={matches.at(-1)?.id} fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}
