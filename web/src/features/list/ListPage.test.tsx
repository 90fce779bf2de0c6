import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import {
  AddGoalDocument, AddHabitDocument, AddLocaleDocument, CatalogueDocument, CreateCustomItemDocument, LocalesDocument, MyLocalesDocument,
  RefreshCatalogueDocument,
} from '../../gql/graphql';
import { catalogueMock, item, items, userGoal } from '../../../test/collection-mocks';
import { ListPage } from './ListPage';
import { ScriptPage } from './ScriptPage';

function renderList(path: string, mocks: MockLink.MockedResponse[]) {
  return renderApp({
    path,
    mocks,
    routeTable: [
      { path: '/list', element: <ListPage /> },
      { path: '/script', element: <ScriptPage /> },
      { path: '/login', element: <p>Login screen</p> },
    ],
  });
}

const LOCALES = [
  { __typename: 'Locale', id: 'locale-1', code: 'en-GB', name: 'English (United Kingdom)' },
  { __typename: 'Locale', id: 'locale-2', code: 'fr-FR', name: 'French (France)' },
  { __typename: 'Locale', id: 'locale-3', code: 'de-DE', name: 'German (Germany)' },
];

describe('ListPage: the browse list', () => {
  it("shows a visitor the goals with 'Login to add'", async () => {
    renderList('/list', [meMock(null), catalogueMock('GOAL', 24, items('GOAL', 1, 3), 3)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse goals' })).toBeInTheDocument();
    const found = await screen.findByRole('list', { name: 'goals found' });
    expect(within(found).getAllByRole('link', { name: 'Login to add' })).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 goals');
    expect(screen.getByRole('link', { name: 'Guided goal selection' })).toHaveAttribute('href', '/list?mode=choose&entity=goal');
  });

  it("adds a goal with 'Goal added successfully!', then shows it as 'Already Added'", async () => {
    const user = userEvent.setup();
    renderList('/list?entity=goal', [
      meMock(SAMPLE_USER),
      catalogueMock('GOAL', 24, [item('GOAL', 1), item('GOAL', 2, { added: true })], 2),
      { request: { query: AddGoalDocument, variables: { itemId: 'goal-item-1' } }, result: { data: { addGoal: userGoal(1) } } },
    ]);
    const card = await screen.findByRole('article', { name: 'Goal 1' });
    expect(within(screen.getByRole('article', { name: 'Goal 2' })).getByRole('button', { name: 'Already Added' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Goal added successfully!')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Already Added' })).toBeDisabled();
  });

  it('searches and filters habits by category', async () => {
    const user = userEvent.setup();
    renderList('/list?entity=habit', [
      meMock(null),
      catalogueMock('HABIT', 24, items('HABIT', 1, 4), 4),
      {
        request: { query: CatalogueDocument, variables: { kind: 'HABIT', first: 24, search: 'walk' } },
        result: { data: { catalogue: { __typename: 'ItemConnection', totalCount: 1, hasNextPage: false, endCursor: 'c', nodes: [item('HABIT', 9, { headline: 'Walk daily' })] } } },
      },
      {
        request: { query: CatalogueDocument, variables: { kind: 'HABIT', first: 24, search: 'walk', category: 'Essential' } },
        result: { data: { catalogue: { __typename: 'ItemConnection', totalCount: 0, hasNextPage: false, endCursor: null, nodes: [] } } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse habits' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Habit 4' });
    await user.type(screen.getByLabelText('Search habits'), 'walk');
    expect(await screen.findByRole('article', { name: 'Walk daily' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Habit 4' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'Essential');
    expect(await screen.findByText('No habits match “walk” in Essential.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('article', { name: 'Habit 4' })).toBeInTheDocument();
  });

  it("lists locales with search, 'Already Added' for the user's own, and Add", async () => {
    const user = userEvent.setup();
    renderList('/list?entity=locale', [
      meMock(SAMPLE_USER),
      { request: { query: LocalesDocument }, result: { data: { locales: LOCALES } } },
      { request: { query: MyLocalesDocument }, result: { data: { myLocales: [LOCALES[0]] } } },
      { request: { query: AddLocaleDocument, variables: { id: 'locale-2' } }, result: { data: { addLocale: LOCALES[1] } } },
    ]);
    const found = await screen.findByRole('list', { name: 'Locales found' });
    const english = within(found).getByText('English (United Kingdom)').closest('li')!;
    expect(await within(english).findByRole('button', { name: 'Already Added' })).toBeDisabled();
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search locales'), 'fr');
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(found).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Locale "French (France)" added successfully!')).toBeInTheDocument();
    expect(within(found).getByRole('button', { name: 'Already Added' })).toBeDisabled();
  });
});

describe('ListPage: the List/selection screen', () => {
  it("titles the goal screen, puts 'Create Your Own Goal' first and asks for name and category", async () => {
    const user = userEvent.setup();
    renderList('/list?mode=choose&entity=goal', [meMock(SAMPLE_USER), catalogueMock('GOAL', 24, items('GOAL', 1, 3), 3)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Goals to improve your life' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'goals to choose from' });
    const first = within(grid).getAllByRole('listitem')[0];
    expect(within(first).getByRole('heading', { name: 'Create Your Own Goal' })).toBeInTheDocument();

    await user.type(within(first).getByLabelText('Name'), 'Learn to sail');
    await user.click(within(first).getByRole('button', { name: 'Create Goal' }));
    expect(within(first).getByRole('alert')).toHaveTextContent('Please enter a name and category for your custom Goal.');
    expect(within(first).getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
  });

  it("creates a custom habit, adds it with 'Habit added successfully!' and clears the fields", async () => {
    const user = userEvent.setup();
    const created = item('HABIT', 50, { id: 'custom-50', text: 'Stretch at noon', headline: 'Stretch at noon', category: 'Health', custom: true });
    renderList('/list?mode=choose&entity=habit', [
      meMock(SAMPLE_USER),
      catalogueMock('HABIT', 24, items('HABIT', 1, 2), 2),
      {
        request: { query: CreateCustomItemDocument, variables: { input: { kind: 'HABIT', text: 'Stretch at noon', category: 'Health' } } },
        result: { data: { createCustomItem: created } },
      },
      catalogueMock('HABIT', 24, [...items('HABIT', 1, 2), created], 3),
      {
        request: { query: AddHabitDocument, variables: { itemId: 'custom-50' } },
        result: { data: { addHabit: { __typename: 'UserHabit', id: 'user-habit-50', position: 0, item: { ...created, added: true } } } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Habits to achieve your goals' })).toBeInTheDocument();
    const create = await screen.findByRole('region', { name: 'Create Your Own Habit' });
    await user.type(within(create).getByLabelText('Name'), 'Stretch at noon');
    await user.selectOptions(within(create).getByLabelText('Category'), 'Health');
    await user.click(within(create).getByRole('button', { name: 'Create Habit' }));

    expect(await screen.findByText('Habit added successfully!')).toBeInTheDocument();
    expect(within(create).getByLabelText('Name')).toHaveValue('');
    expect(within(create).getByLabelText('Category')).toHaveValue('');
    expect(within(await screen.findByRole('article', { name: 'Stretch at noon' })).getByRole('button', { name: 'Added' })).toBeDisabled();
  });

  it("offers a visitor 'Login to create custom goals'", async () => {
    renderList('/list?mode=choose&entity=goal', [meMock(null), catalogueMock('GOAL', 24, items('GOAL', 1, 3), 3)]);
    expect(await screen.findByRole('link', { name: 'Login to create custom goals' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Login to add' })).toHaveLength(3);
  });
});

describe('ScriptPage', () => {
  it("tells a visitor 'Please log in to run scripts.'", async () => {
    renderList('/script', [meMock(null)]);
    expect(await screen.findByText('Please log in to run scripts.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run Script' })).not.toBeInTheDocument();
  });

  it('runs the catalogue refresh for a signed-in user', async () => {
    const user = userEvent.setup();
    renderList('/script', [meMock(SAMPLE_USER), { request: { query: RefreshCatalogueDocument }, result: { data: { refreshCatalogue: true } } }]);
    await user.click(await screen.findByRole('button', { name: 'Run Script' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The catalogue is up to date');
  });
});
