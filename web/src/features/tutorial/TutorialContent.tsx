import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TutorialStep } from '../../shared/tutorial/tutorial-machine';
import { categoryLabel, type GoalCategory } from '../../ui/categories';
import { Icon } from '../../ui/Icon';
import { i18n } from '../../ui/i18n/i18n';
import { listText } from '../../ui/i18n/format';

/** The tour as users count it: welcome is the greeting, the five after it are the '5 quick steps'. */
export const COUNTED_STEPS: TutorialStep[] = ['navigation', 'goalCategories', 'createGoal', 'updateProfile', 'complete'];

/** SPEC §3: how the tutorial groups the goal categories in its explore panel. */
export const CATEGORY_GROUPS: { name: MessageDescriptor; categories: GoalCategory[] }[] = [
  { name: msg`Personal Growth`, categories: ['Development', 'Spiritual', 'Fun'] },
  { name: msg`Career & Finance`, categories: ['Career', 'Finance'] },
  { name: msg`Health & Wellness`, categories: ['Health'] },
  { name: msg`Relationships`, categories: ['Family', 'Relationship'] },
];

/** The welcome says what the user will do in each of the 5 quick steps. */
const WELCOME_PLAN: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  { title: msg`Find your way around`, text: msg`The five sections of the sidebar: Work, Goals, Habits, Progress and Profile.` },
  { title: msg`Meet the goal categories`, text: msg`The areas of life your goals belong to.` },
  { title: msg`Create your first goal`, text: msg`With three tips for a goal you will reach.` },
  { title: msg`Update your profile`, text: msg`Your focus area and challenge shape your daily motivation.` },
  { title: msg`Finish up`, text: msg`Then get on with your day.` },
];

/** SPEC §3: the goal-creation advice the tutorial teaches. */
export function GoalAdvice() {
  return (
    <ol className="tutorial-tips">
      <li><Trans><strong>Make it specific and measurable.</strong> “Run 5 km”, not “get fit”.</Trans></li>
      <li><Trans><strong>Give it a deadline.</strong> “By the end of June” turns a wish into a plan.</Trans></li>
      <li><Trans><strong>Break it into smaller milestones.</strong> 1 km, then 3, then 5: progress shows early.</Trans></li>
    </ol>
  );
}

export interface StepCopy {
  title: string;
  body: ReactNode;
  /** The compact prompt's line while the user explores. */
  exploreHint: string;
}

/** Called while the banner renders, so `i18n` speaks the active locale. */
export function stepCopy(step: TutorialStep, username: string | null): StepCopy {
  switch (step) {
    case 'welcome':
      return {
        title: username ? i18n._(msg`Welcome to Cairn, ${username}!`) : i18n._(msg`Welcome to Cairn!`),
        body: (
          <>
            <p><Trans>Get to know Cairn in 5 quick steps. You will:</Trans></p>
            <ol className="tutorial-plan">
              {WELCOME_PLAN.map((item) => (
                <li key={item.title.id}><strong>{i18n._(item.title)}</strong> <span>{i18n._(item.text)}</span></li>
              ))}
            </ol>
          </>
        ),
        exploreHint: i18n._(msg`Ready when you are: next, finding your way around.`),
      };
    case 'navigation':
      return {
        title: i18n._(WELCOME_PLAN[0].title),
        body: (
          <>
            <p><Trans>The sidebar takes you to the five sections of Cairn:</Trans></p>
            <ul className="tutorial-sections">
              <li><Icon name="work" /> <Trans><strong>Work</strong>: today’s habits and tasks, your daily motivation and the day you are working on.</Trans></li>
              <li><Icon name="goals" /> <Trans><strong>Goals</strong>: pick goals by category or write your own, and track each one’s status.</Trans></li>
              <li><Icon name="habits" /> <Trans><strong>Habits</strong>: the daily habits that carry your goals.</Trans></li>
              <li><Icon name="progress" /> <Trans><strong>Progress</strong>: your trends, streaks and goals by status.</Trans></li>
              <li><Icon name="profile" /> <Trans><strong>Profile</strong>: your name, password, focus area and challenge.</Trans></li>
            </ul>
          </>
        ),
        exploreHint: i18n._(msg`Have a look around the sidebar, then continue to the goal categories.`),
      };
    case 'goalCategories':
      return {
        title: i18n._(msg`Goals live in categories`),
        body: (
          <>
            <p>
              <Trans>
                Every goal belongs to one of eight categories: Career, Family, Finance, Fun, Health,
                Relationship, Self-Development and Spiritual. On the Goals page the category selector
                narrows the list, and All shows everything.
              </Trans>
            </p>
            <ul className="tutorial-groups" aria-label={i18n._(msg`Categories by area of life`)}>
              {CATEGORY_GROUPS.map((group) => (
                <li key={group.name.id} className="tutorial-groups__item">
                  <strong>{i18n._(group.name)}</strong>
                  <span>{listText(group.categories.map(categoryLabel))}</span>
                </li>
              ))}
            </ul>
          </>
        ),
        exploreHint: i18n._(msg`Browse a category or two, then continue to create your first goal.`),
      };
    case 'createGoal':
      return {
        title: i18n._(WELCOME_PLAN[2].title),
        body: (
          <>
            <p><Trans>Add one of the popular goals or AI suggestions, or write your own. Goals that get reached have three things:</Trans></p>
            <GoalAdvice />
          </>
        ),
        exploreHint: i18n._(msg`Add or write a goal, then continue to your profile.`),
      };
    case 'updateProfile':
      return {
        title: i18n._(msg`Make Cairn yours`),
        body: (
          <p>
            <Trans>
              Your focus area and your biggest challenge shape the daily motivation on Work. Choose them
              here on your Profile, and change them whenever life does.
            </Trans>
          </p>
        ),
        exploreHint: i18n._(msg`Check your focus area and challenge, then continue to the last step.`),
      };
    case 'complete':
      return {
        title: i18n._(msg`You’re all set`),
        body: (
          <p>
            <Trans>
              Set goals, build the habits that carry them, and tick off today’s tasks on Work.
              The <Link to="/instructions">Help page</Link> explains every block and icon, and you can
              restart this tutorial from your Profile.
            </Trans>
          </p>
        ),
        exploreHint: i18n._(msg`Continue to finish the tutorial.`),
      };
  }
}
