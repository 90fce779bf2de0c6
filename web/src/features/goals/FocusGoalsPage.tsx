import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSnackbar, type OptionsObject } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  FocusAreaSuggestionsDocument, MyGoalsDocument,
  type FocusAreaSuggestionsQuery, type SuggestionCard_SuggestionFragment,
} from '../../gql/graphql';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { categoryImage, categoryLabel, isGoalCategory } from '../../ui/categories';
import { Dialog } from '../../ui/Dialog';
import { RetryNotice } from '../../ui/Notice';
import { themedToast } from '../../ui/toast-options';
import { useMe } from '../../shared/session/useMe';
import { ADD_MESSAGES } from '../../shared/collection/AddItemFlow';
import { headlineOf } from '../../shared/item-names';
import { failureText, planLimitMessage } from '../../shared/collection/api-messages';
import { CollectionHeader } from '../../shared/collection/CollectionHeader';
import { ownsSuggestion } from '../../shared/collection/owned-items';
import { PlanLimitDialog } from '../../shared/collection/PlanLimit';
import { PlanUsage, usePlanRoom } from '../../shared/collection/PlanUsage';
import { ShowMoreFooter, useShowMoreCount } from '../../shared/collection/ShowMore';
import { SUGGESTION_MESSAGES, suggestionKey } from '../../shared/suggestions/SuggestionList';
import { useAddLink } from '../../shared/links/useItemLinks';
import '../../shared/collection/collection.css';
import './goals.css';
import { FOCUS_MESSAGES } from './goals-texts';

/** SPEC §9: on the Focus Goals page toasts last 3 s, at the bottom right. */
export const FOCUS_TOAST: OptionsObject = { autoHideDuration: 3000, anchorOrigin: { vertical: 'bottom', horizontal: 'right' } };

type FocusArea = FocusAreaSuggestionsQuery['focusAreaSuggestions'][number];

function areaLabel(focusArea: string): string {
  return isGoalCategory(focusArea) ? categoryLabel(focusArea) : focusArea;
}

/** /focus (signed in): goals picked for each of the user's focus areas; clicking one adds it. */
export function FocusGoalsPage() {
  const { me } = useMe();
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, refetch } = useQuery(FocusAreaSuggestionsDocument);
  const myGoals = useQuery(MyGoalsDocument);
  const addGoal = useAddLink('GOAL');
  const [chosenArea, setChosenArea] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = useLingui();

  useEffect(() => {
    if (error) enqueueSnackbar(SUGGESTION_MESSAGES.goalsFailed(failureText(error)), themedToast('error', FOCUS_TOAST));
  }, [error, enqueueSnackbar]);

  const areas = data?.focusAreaSuggestions;
  const area = areas?.find((candidate) => candidate.focusArea === chosenArea) ?? areas?.[0];
  const ownGoals = myGoals.data?.myGoals ?? [];
  const hasFocusArea = (me?.focusAreas.length ?? 0) > 0;

  const isAdded = (suggestion: SuggestionCard_SuggestionFragment) => ownsSuggestion(ownGoals, suggestion);

  const room = usePlanRoom('GOAL', myGoals.data?.myGoals.length, me !== null);

  const add = async (suggestion: SuggestionCard_SuggestionFragment) => {
    if (adding) return;
    // At the plan's limit: say why and offer the plans, instead of trying and being refused.
    if (room.full) {
      setRefusal(room.message);
      return;
    }
    setAdding(suggestionKey(suggestion));
    try {
      await addGoal({ suggestion });
      enqueueSnackbar(ADD_MESSAGES.goalAdded(headlineOf(suggestion)), themedToast('success', FOCUS_TOAST));
    } catch (failure) {
      const limit = planLimitMessage(failure);
      if (limit) setRefusal(limit);
      else enqueueSnackbar(ADD_MESSAGES.goalFailed(failureText(failure)), themedToast('error', FOCUS_TOAST));
    } finally {
      setAdding(null);
    }
  };

  const choose = (focusArea: string) => {
    setPickerOpen(false);
    setChosenArea(focusArea);
    enqueueSnackbar(FOCUS_MESSAGES.selected(areaLabel(focusArea)), themedToast('success', FOCUS_TOAST));
  };

  return (
    <div className="page collection-page">
      <title>{t`Focus Goals · Cairn`}</title>
      <CollectionHeader
        eyebrow={t`Your focus`}
        title={t`Focus Goals`}
        lead={t`Goals picked for the area of life you chose to focus on. Click a goal to add it to your goals.`}
      >
        <button
          type="button"
          className="btn btn--secondary"
          aria-haspopup="dialog"
          disabled={!areas || areas.length === 0}
          onClick={() => setPickerOpen(true)}
        >
          <Trans>Change Focus Area</Trans>
        </button>
        <PlanUsage kind="GOAL" used={myGoals.data?.myGoals.length} />
      </CollectionHeader>

      {!hasFocusArea && areas && (
        <p className="focus-note">
          <Trans>You have not chosen a focus area yet, so every area is shown. <Link to="/profile">Choose one in your profile</Link>.</Trans>
        </p>
      )}

      {area ? (
        <FocusAreaCard
          key={area.focusArea}
          area={area}
          isAdded={isAdded}
          adding={adding}
          full={room.full}
          onAdd={(suggestion) => void add(suggestion)}
        />
      ) : areas ? (
        <div className="empty-panel">
          <p className="empty-panel__title"><Trans>No focus areas yet</Trans></p>
          <p className="empty-panel__text"><Trans>Choose a focus area in your profile to see goals picked for it.</Trans></p>
          <Link className="btn btn--primary" to="/profile"><Trans>Go to Profile</Trans></Link>
        </div>
      ) : error ? (
        <RetryNotice onRetry={refetch}><p>{SUGGESTION_MESSAGES.goalsFailed(failureText(error))}</p></RetryNotice>
      ) : (
        <CardSkeletons label={t`Finding goals for your focus area…`} count={3} layout="row" />
      )}

      <p className="collection-panel__aside">
        <Trans>Want to look around every category? <Link to="/goals">Go to Goals</Link></Trans>
      </p>

      <FocusAreaDialog
        open={pickerOpen}
        areas={areas ?? []}
        current={area?.focusArea ?? null}
        onChoose={choose}
        onClose={() => setPickerOpen(false)}
      />
      <PlanLimitDialog kind="GOAL" message={refusal} onClose={() => setRefusal(null)} />
    </div>
  );
}

interface FocusAreaCardProps {
  area: FocusArea;
  isAdded: (suggestion: SuggestionCard_SuggestionFragment) => boolean;
  /** The key of the goal being added, if any. */
  adding: string | null;
  onAdd: (suggestion: SuggestionCard_SuggestionFragment) => void;
  /** The plan's limit is reached: each goal says so. */
  full: boolean;
}

/** One focus area's goals: 5 at first, 'Show More' adds 5. */
function FocusAreaCard({ area, isAdded, adding, onAdd, full }: FocusAreaCardProps) {
  const { count, showMore } = useShowMoreCount();
  const titleId = useId();
  const label = areaLabel(area.focusArea);
  const goals = area.relatedGoals;
  const shown = goals.slice(0, count);
  const goalCount = goals.length;
  const { t } = useLingui();

  return (
    <section className="card focus-card" aria-labelledby={titleId}>
      <header className="focus-card__head">
        {isGoalCategory(area.focusArea) && (
          <img className="focus-card__image" src={categoryImage(area.focusArea)} alt="" />
        )}
        <div>
          <p className="collection-panel__eyebrow"><Trans>Focus area</Trans></p>
          <h2 id={titleId} className="focus-card__title">{label}</h2>
          <p className="focus-card__meta"><Plural value={goalCount} one="# goal picked for you" other="# goals picked for you" /></p>
        </div>
      </header>
      {goals.length === 0 ? (
        <p className="empty-state"><Trans>You already have every goal we would suggest for {label}.</Trans></p>
      ) : (
        <>
          <ul className="focus-goals">
            {shown.map((goal) => {
              const key = suggestionKey(goal);
              const added = isAdded(goal);
              const busy = adding === key;
              return (
                <li key={key}>
                  <button
                    type="button"
                    className="focus-goal"
                    aria-describedby={`${titleId}-${key}`}
                    disabled={added || adding !== null}
                    aria-busy={busy || undefined}
                    onClick={() => onAdd(goal)}
                  >
                    <span className="focus-goal__text">
                      {/* Named by what it shows (label in name): the action, then the headline. */}
                      {!added && <span className="visually-hidden">{full ? t`Goal limit reached: ` : t`Add goal: `}</span>}
                      <span className="focus-goal__headline" translate="no">{goal.headline}</span>
                      <span id={`${titleId}-${key}`} className="focus-goal__detail" translate="no">{goal.text}</span>
                      {added && <span className="visually-hidden"> <Trans>(added)</Trans></span>}
                    </span>
                    <span className={`focus-goal__add${added ? ' focus-goal__add--done' : ''}`} aria-hidden="true">
                      {added ? t`✓ Added` : busy ? t`Adding…` : full ? t`Limit reached` : t`+ Add`}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <ShowMoreFooter shown={shown.length} total={goals.length} noun="goals" onShowMore={showMore} />
        </>
      )}
    </section>
  );
}

interface FocusAreaDialogProps {
  open: boolean;
  areas: readonly FocusArea[];
  current: string | null;
  onChoose: (focusArea: string) => void;
  onClose: () => void;
}

/** 'Change Focus Area': the user's focus areas (SPEC §2 Focus Goals page). */
function FocusAreaDialog({ open, areas, current, onChoose, onClose }: FocusAreaDialogProps) {
  const currentButton = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Change Focus Area`}
      onClose={onClose}
      initialFocusRef={currentButton}
      description={<p><Trans>Which of your focus areas do you want goals for?</Trans></p>}
    >
      <ul className="category-options">
        {areas.map(({ focusArea }) => (
          <li key={focusArea}>
            <button
              ref={focusArea === current ? currentButton : undefined}
              type="button"
              className="category-option"
              aria-pressed={focusArea === current}
              onClick={() => onChoose(focusArea)}
            >
              {isGoalCategory(focusArea) && <img className="category-option__image" src={categoryImage(focusArea)} alt="" />}
              <span className="category-option__label">{areaLabel(focusArea)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}><Trans>Cancel</Trans></button>
      </div>
    </Dialog>
  );
}
