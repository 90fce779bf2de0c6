import { TutorialBannerSlot } from '../../features/tutorial/TutorialBannerSlot';
import { TutorialProvider } from '../../features/tutorial/TutorialProvider';
import type { CurrentUser } from '../../shared/session/useMe';
import DataProviders from '../providers/DataProviders';
import { ScreenOutlet } from './ScreenOutlet';

/**
 * The screen of every route that uses data, with the GraphQL client, toasts, drag and drop and
 * the tutorial (its banner on top of every screen, its state shared with the screens). A chunk
 * of its own: the visitors' landing page never loads it.
 */
export default function DataOutlet({ user }: { user: CurrentUser | null }) {
  return (
    <DataProviders>
      <TutorialProvider user={user}>
        <TutorialBannerSlot />
        <ScreenOutlet />
      </TutorialProvider>
    </DataProviders>
  );
}
