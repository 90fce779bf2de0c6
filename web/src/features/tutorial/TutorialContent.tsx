import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TutorialStep } from '../../shared/tutorial/tutorial-machine';
import { Icon } from '../../ui/Icon';

/** The tour as users count it: welcome is the greeting, the five after it are the '5 quick steps'. */
export const COUNTED_STEPS: TutorialStep[] = ['navigation', 'goalCategories', 'createGoal', 'updateProfile', 'complete'];

/** SPEC §3: how the tutorial groups the goal categories in its explore panel. */
export const CATEGORY_GROUPS: { name: string; categories: string[] }[] = [
  { name: 'Personal Growth', categories: ['Self-Development', 'Spiritual', 'Fun'] },
  { name: 'Career & Finance', categories: ['Career', 'Finance'] },
  { name: 'Health & Wellness', categories: ['Health'] },
  { name: 'Relationships', categories: ['Family', 'Relationship'] },
];

/** The welcome says what the user will do in each of the 5 quick steps. */
const WELCOME_PLAN: { title: string; text: string }[] = [
  { title: 'Find your way around', text: 'The five sections of the sidebar: Work, Goals, Habits, Progress and Profile.' },
  { title: 'Meet the goal categories', text: 'The areas of life your goals belong to.' },
  { title: 'Create your first goal', text: 'With three tips for a goal you will reach.' },
  { title: 'Update your profile', text: 'Your focus area and challenge shape your daily motivation.' },
  { title: 'Finish up', text: 'Then get on with your day.' },
];

/** SPEC §3: the goal-creation advice the tutorial teaches. */
export function GoalAdvice() {
  return (
    <ol className="tutorial-tips">
      <li><strong>Make it specific and measurable.</strong> “Run 5 km”, not “get fit”.</li>
      <li><strong>Give it a deadline.</strong> “By the end of June” turns a wish into a plan.</li>
      <li><strong>Break it into smaller milestones.</strong> 1 km, then 3, then 5: progress shows early.</li>
    </ol>
  );
}

export interface StepCopy {
  title: string;
  body: ReactNode;
  /** The compact prompt's line while the user explores. */
  exploreHint: string;
}

export function stepCopy(step: TutorialStep, username: string | null): StepCopy {
  switch (step) {
    case 'welcome':
      return {
        title: username ? `Welcome to Cairn, ${username}!` : 'Welcome to Cairn!',
        body: (
          <>
            <p>Get to know Cairn in 5 quick steps. You will:</p>
            <ol className="tutorial-plan">
              {WELCOME_PLAN.map((item) => (
                <li key={item.title}><strong>{item.title}</strong> <span>{item.text}</span></li>
              ))}
            </ol>
          </>
        ),
        exploreHint: 'Ready when you are: next, finding your way around.',
      };
    case 'navigation':
      return {
        title: 'Find your way around',
        body: (
          <>
            <p>The sidebar takes you to the five sections of Cairn:</p>
            <ul className="tutorial-sections">
              <li><Icon name="work" /> <strong>Work</strong>: today’s habits and tasks, your daily motivation and the day you are working on.</li>
              <li><Icon name="goals" /> <strong>Goals</strong>: pick goals by category or write your own, and track each one’s status.</li>
              <li><Icon name="habits" /> <strong>Habits</strong>: the daily habits that carry your goals.</li>
              <li><Icon name="progress" /> <strong>Progress</strong>: your trends, streaks and goals by status.</li>
              <li><Icon name="profile" /> <strong>Profile</strong>: your name, password, focus area and challenge.</li>
            </ul>
          </>
        ),
        exploreHint: 'Have a look around the sidebar, then continue to the goal categories.',
      };
    case 'goalCategories':
      return {
        title: 'Goals live in categories',
        body: (
          <>
            <p>
              Every goal belongs to one of eight categories: Career, Family, Finance, Fun, Health,
              Relationship, Self-Development and Spiritual. On the Goals page the category selector
              narrows the list, and All shows everything.
            </p>
            <ul className="tutorial-groups" aria-label="Categories by area of life">
              {CATEGORY_GROUPS.map((group) => (
                <li key={group.name} className="tutorial-groups__item">
                  <strong>{group.name}</strong>
                  <span>{group.categories.join(', ')}</span>
                </li>
              ))}
            </ul>
          </>
        ),
        exploreHint: 'Browse a category or two, then continue to create your first goal.',
      };
    case 'createGoal':
      return {
        title: 'Create your first goal',
        body: (
          <>
            <p>Add one of the popular goals or AI suggestions, or write your own. Goals that get reached have three things:</p>
            <GoalAdvice />
          </>
        ),
        exploreHint: 'Add or write a goal, then continue to your profile.',
      };
    case 'updateProfile':
      return {
        title: 'Make Cairn yours',
        body: (
          <p>
            Your focus area and your biggest challenge shape the daily motivation on Work. Choose them
            here on your Profile, and change them whenever life does.
          </p>
        ),
        exploreHint: 'Check your focus area and challenge, then continue to the last step.',
      };
    case 'complete':
      return {
        title: 'You’re all set',
        body: (
          <p>
            Set goals, build the habits that carry them, and tick off today’s tasks on Work.
            The <Link to="/instructions">Help page</Link> explains every block and icon, and you can
            restart this tutorial from your Profile.
          </p>
        ),
        exploreHint: 'Continue to finish the tutorial.',
      };
  }
}
