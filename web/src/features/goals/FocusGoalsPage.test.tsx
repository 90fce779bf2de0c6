import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { AddSuggestedGoalDocument, FocusAreaSuggestionsDocument } from '../../gql/graphql';
import { myGoalsMock, planUsageMock, suggestion, userGoal } from '../../../test/collection-mocks';
import { FOCUS_TOAST, FocusGoalsPage } from './FocusGoalsPage';

const focusMock = (areas: { focusArea: string; count: number }[]): MockLink.MockedResponse => ({
  request: { query: FocusAreaSuggestionsDocument },
  result: {
    data: {
      focusAreaSuggestions: areas.map(({ focusArea, count }) => ({
        __typename: 'FocusAreaSuggestion',
        focusArea,
        relatedGoals: Array.from({ length: count }, (_, index) => ({
          ...suggestion('GOAL', index + 1, focusArea as 'Health'),
          itemId: `${focusArea}-${index + 1}`,
          headline: `${focusArea} goal ${index + 1}`,
        })),
      })),
    },
  },
});

function renderFocus(mocks: MockLink.MockedResponse[], me = SAMPLE_USER) {
  return renderApp({ path: '/focus', mocks: [meMock(me), planUsageMock(), ...mocks], routeTable: [{ path: '/focus', element: <FocusGoalsPage /> }] });
}

describe('FocusGoalsPage', () => {
  it("shows the focus area's goals 5 at a time and adds one on click, toasting for 3 s at the bottom right", async () => {
    const user = userEvent.setup();
    renderFocus([
      focusMock([{ focusArea: 'Health', count: 8 }]),
      myGoalsMock([]),
      {
        request: {
          query: AddSuggestedGoalDocument,
          variables: { input: { itemId: 'Health-2', text: 'Suggested goal 2 in full words', headline: 'Health goal 2', description: 'Why suggested goal 2 helps.', category: 'Health' } },
        },
        result: { data: { addSuggestedGoal: userGoal(2, 'NOT_STARTED', { id: 'Health-2', text: 'Suggested goal 2 in full words' }) } },
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Health' });
    expect(within(card).getAllByRole('button', { name: /^Add goal:/ })).toHaveLength(5);
    await user.click(within(card).getByRole('button', { name: 'Show More' }));
    expect(within(card).getAllByRole('button', { name: /^Add goal:/ })).toHaveLength(8);
    expect(within(card).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Add goal: Health goal 2 / }));
    const toast = await screen.findByText('Goal "Health goal 2" added successfully!');
    // notistack stacks bottom-anchored toasts upwards, at the right edge.
    const container = toast.closest<HTMLElement>('.notistack-SnackbarContainer')!;
    expect(getComputedStyle(container).flexDirection).toBe('column-reverse');
    expect(getComputedStyle(container).bottom).not.toBe('');
    expect(FOCUS_TOAST).toEqual({ autoHideDuration: 3000, anchorOrigin: { vertical: 'bottom', horizontal: 'right' } });
    expect(await within(card).findByRole('button', { name: /^Health goal 2 .*\(added\)$/ })).toBeDisabled();
  });

  it("changes the focus area in its modal with 'Selected focus area: {area}'", async () => {
    const user = userEvent.setup();
    renderFocus([
      focusMock([{ focusArea: 'Health', count: 3 }, { focusArea: 'Development', count: 2 }]),
      myGoalsMock([]),
    ], { ...SAMPLE_USER, focusAreas: ['Health', 'Development'] });
    await screen.findByRole('region', { name: 'Health' });
    await user.click(screen.getByRole('button', { name: 'Change Focus Area' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Focus Area' });
    expect(within(dialog).getByRole('button', { name: 'Health' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Self-Development' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Selected focus area: Self-Development')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Self-Development' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Health' })).not.toBeInTheDocument();
  });

  it("toasts 'Error fetching AI goals: {message}' when the suggestions fail", async () => {
    renderFocus([
      { request: { query: FocusAreaSuggestionsDocument }, result: apiError('Too many requests', 'RATE_LIMITED') },
      myGoalsMock([]),
    ]);
    // The inline error and its toast.
    await waitFor(() => expect(screen.getAllByText('Error fetching AI goals: Too many requests')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
