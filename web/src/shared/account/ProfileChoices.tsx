import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { categoryImage, categoryLabel, type GoalCategory } from '../../ui/categories';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { CHALLENGE_LABELS, CHALLENGES, FOCUS_AREA_HINTS, FOCUS_AREAS } from './profile-options';

interface FocusAreaChoicesProps {
  /** The group's visible name (its legend). */
  legend: ReactNode;
  value: GoalCategory | null;
  onChange: (area: GoalCategory) => void;
  /** Pictures and hints on each card (the wizard) or plain cards (the profile). */
  detailed?: boolean;
}

/** One focus area out of the eight categories (SPEC §2). */
export function FocusAreaChoices({ legend, value, onChange, detailed = true }: FocusAreaChoicesProps) {
  const { t } = useLingui();
  return (
    <fieldset className="choice-fieldset">
      <legend>{legend}</legend>
      <ul className={`choice-grid${detailed ? '' : ' choice-grid--chips'}`}>
        {FOCUS_AREAS.map((area) => (
          <li key={area}>
            <ChoiceCard
              type="radio"
              name="focusArea"
              value={area}
              label={categoryLabel(area)}
              hint={detailed ? t(FOCUS_AREA_HINTS[area]) : undefined}
              image={detailed ? categoryImage(area) : undefined}
              variant={detailed ? 'card' : 'chip'}
              checked={value === area}
              onChange={(checked) => {
                if (checked) onChange(area);
              }}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface ChallengeChoicesProps {
  legend: ReactNode;
  /** Several at registration, exactly one on the profile. */
  mode: 'multiple' | 'single';
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** The twelve personal challenges (SPEC §2) as checkboxes or radios. */
export function ChallengeChoices({ legend, mode, selected, onChange }: ChallengeChoicesProps) {
  const { t } = useLingui();
  return (
    <fieldset className="choice-fieldset">
      <legend>{legend}</legend>
      <ul className="choice-grid choice-grid--chips">
        {CHALLENGES.map((challenge) => (
          <li key={challenge}>
            <ChoiceCard
              type={mode === 'multiple' ? 'checkbox' : 'radio'}
              name="challenges"
              value={challenge}
              label={t(CHALLENGE_LABELS[challenge])}
              variant="chip"
              checked={selected.includes(challenge)}
              onChange={(checked) => {
                if (mode === 'single') {
                  if (checked) onChange([challenge]);
                  return;
                }
                // Keep the catalogue's order whatever order they were ticked in.
                const next = new Set(selected);
                if (checked) next.add(challenge);
                else next.delete(challenge);
                onChange(CHALLENGES.filter((item) => next.has(item)));
              }}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
