import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { COUNTED_STEPS, stepCopy } from './TutorialContent';
import { useTutorial } from '../../shared/tutorial/tutorial-context';
import type { TutorialEvent } from '../../shared/tutorial/tutorial-machine';
import './tutorial.css';

/**
 * The tutorial banner on top of every page (SPEC §2, §4): the step's instruction, or while the
 * user explores, the compact 'Continue Tutorial' prompt. A thin view over the tutorial machine.
 */
export function TutorialBanner() {
  // Re-renders the banner, and so its step copy, when the locale changes.
  const { t } = useLingui();
  const { state, visible, username, send } = useTutorial();
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  // Set by the banner's own buttons: the next step's banner takes focus, so it is read out.
  const focusNext = useRef(false);

  const position = `${state.currentStep}/${state.currentSubStep}`;
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    region.current?.focus({ preventScroll: false });
  }, [position]);

  if (!visible) return null;

  const act = (event: TutorialEvent) => {
    focusNext.current = true;
    send(event);
  };
  /** Skip, Close, Complete: the banner goes; focus moves on to the page itself. */
  const finish = (event: TutorialEvent) => {
    region.current?.closest('main')?.focus();
    send(event);
  };

  const copy = stepCopy(state.currentStep, username);
  const number = COUNTED_STEPS.indexOf(state.currentStep) + 1;
  const closeButton = (
    <button type="button" className="tutorial-banner__close" aria-label={t`Close tutorial`} title={t`Close tutorial`} onClick={() => finish({ type: 'close' })}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </button>
  );

  if (state.showExplorationBanner) {
    return (
      <div className="tutorial-slot">
        <section ref={region} tabIndex={-1} className="tutorial-banner tutorial-banner--compact" aria-labelledby={titleId}>
          <span className="tutorial-banner__badge" aria-hidden="true">{number > 0 ? number : '★'}</span>
          <div className="tutorial-banner__compact-text">
            <h2 id={titleId} className="tutorial-banner__title"><Trans>Continue Tutorial</Trans></h2>
            <p>{copy.exploreHint}</p>
          </div>
          <div className="tutorial-banner__compact-actions">
            <button type="button" className="btn btn--primary" onClick={() => act({ type: 'continue' })}><Trans>Continue</Trans></button>
            {closeButton}
          </div>
        </section>
      </div>
    );
  }

  const isWelcome = state.currentStep === 'welcome';
  const isLast = state.currentStep === 'complete';
  const total = COUNTED_STEPS.length;
  return (
    <div className="tutorial-slot">
      <section ref={region} tabIndex={-1} className="tutorial-banner" aria-labelledby={titleId}>
        <div className="tutorial-banner__top">
          <p className="tutorial-banner__eyebrow">
            {isWelcome ? t`Tutorial · 5 quick steps` : t`Tutorial · Step ${number} of ${total}`}
          </p>
          {closeButton}
        </div>
        <h2 id={titleId} className="tutorial-banner__title">{copy.title}</h2>
        <div className="tutorial-banner__body">{copy.body}</div>
        <div className="tutorial-banner__footer">
          <div className="tutorial-banner__actions">
            {isLast ? (
              <button type="button" className="btn btn--primary" onClick={() => finish({ type: 'complete' })}><Trans>Complete Tutorial</Trans></button>
            ) : (
              <button type="button" className="btn btn--primary" onClick={() => act({ type: 'explore' })}>
                {isWelcome ? <Trans>Start Tutorial</Trans> : <Trans>Explore</Trans>}
              </button>
            )}
            {!isLast && (
              <button type="button" className="btn btn--secondary" onClick={() => finish({ type: 'skip' })}><Trans>Skip Tutorial</Trans></button>
            )}
          </div>
          {!isWelcome && (
            <div className="tutorial-progress" aria-hidden="true">
              {COUNTED_STEPS.map((step, index) => (
                <span key={step} className={`tutorial-progress__dot${index < number ? ' tutorial-progress__dot--done' : ''}`} />
              ))}
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
