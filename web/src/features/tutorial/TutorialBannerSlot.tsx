import { lazy, Suspense } from 'react';
import { useTutorial } from '../../shared/tutorial/tutorial-context';
import { withAppMessages } from '../../ui/i18n/i18n';

// Most screens are seen by visitors and by users who finished the tour: the banner's code and
// words load only when it shows.
const TutorialBanner = lazy(() => withAppMessages(import('./TutorialBanner')).then((m) => ({ default: m.TutorialBanner })));

/** Where the tutorial banner goes: on top of the screen, while the tutorial is under way. */
export function TutorialBannerSlot() {
  const { visible } = useTutorial();
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <TutorialBanner />
    </Suspense>
  );
}
