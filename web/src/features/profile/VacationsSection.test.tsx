import { i18n } from '@lingui/core';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/account-mocks';
import { AddVacationDocument, ProfileVacationsDocument, RemoveVacationDocument } from '../../gql/graphql';
import { VACATION_MESSAGES, VacationsSection } from './VacationsSection';

const vacation = (id: string, start: string, end: string) => ({ __typename: 'Vacation' as const, id, start, end });
const listMock = (vacations: ReturnType<typeof vacation>[]): MockLink.MockedResponse => ({
  request: { query: ProfileVacationsDocument },
  result: { data: { vacations } },
});
const addMock = (start: string, end: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: AddVacationDocument, variables: { start, end } },
  result,
});

function renderSection(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  render(<MockedProvider mocks={mocks}><VacationsSection /></MockedProvider>);
  return { user, section: screen.getByRole('region', { name: 'Vacations' }) };
}

async function fillRange(user: ReturnType<typeof userEvent.setup>, section: HTMLElement, start: string, end: string) {
  const first = within(section).getByLabelText('First day');
  const last = within(section).getByLabelText('Last day');
  await user.clear(first);
  if (start) await user.type(first, start);
  await user.clear(last);
  if (end) await user.type(last, end);
  await user.click(within(section).getByRole('button', { name: 'Add vacation' }));
}

describe('VacationsSection', () => {
  it('says when none are planned, and asks for both days before sending', async () => {
    const { user, section } = renderSection([listMock([])]);
    expect(await within(section).findByText(/No vacations planned/)).toBeInTheDocument();
    await fillRange(user, section, '', '');
    expect(within(section).getByRole('alert')).toHaveTextContent(i18n._(VACATION_MESSAGES.startRequired));
    expect(within(section).getByLabelText('First day')).toHaveAttribute('aria-invalid', 'true');
    await fillRange(user, section, '2026-07-10', '');
    expect(within(section).getByRole('alert')).toHaveTextContent(i18n._(VACATION_MESSAGES.endRequired));
    expect(within(section).getByLabelText('Last day')).toHaveAccessibleDescription(i18n._(VACATION_MESSAGES.endRequired));
  });

  it('refuses a range that ends before it starts, beside the fields', async () => {
    const { user, section } = renderSection([listMock([])]);
    await within(section).findByText(/No vacations planned/);
    await fillRange(user, section, '2026-07-10', '2026-07-03');
    expect(within(section).getByRole('alert')).toHaveTextContent("A vacation can't end before it starts.");
    expect(within(section).getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true');
  });

  it("adds a vacation to the list in date order and clears the form; shows the server's refusal inline", async () => {
    const { user, section } = renderSection([
      listMock([vacation('v2', '2026-08-01', '2026-08-14')]),
      addMock('2026-07-01', '2026-07-05', { data: { addVacation: vacation('v1', '2026-07-01', '2026-07-05') } }),
      addMock('2026-07-03', '2026-07-04', apiError('That vacation overlaps the one from 2026-07-01 to 2026-07-05.', 'BAD_USER_INPUT')),
    ]);
    const list = await within(section).findByRole('list', { name: 'Your vacations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await fillRange(user, section, '2026-07-01', '2026-07-05');
    expect(await within(list).findByRole('button', { name: /^Remove vacation .*July 1, 2026 to .*July 5, 2026$/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('July 1, 2026'), expect.stringContaining('August 1, 2026'),
    ]);
    expect(within(section).getByLabelText('First day')).toHaveValue('');

    await fillRange(user, section, '2026-07-03', '2026-07-04');
    expect(await within(section).findByRole('alert')).toHaveTextContent('That vacation overlaps the one from 2026-07-01 to 2026-07-05.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes a vacation and puts focus on the section heading', async () => {
    const { user, section } = renderSection([
      listMock([vacation('v1', '2026-07-01', '2026-07-05')]),
      { request: { query: RemoveVacationDocument, variables: { id: 'v1' } }, result: { data: { removeVacation: 'v1' } } },
    ]);
    await user.click(await within(section).findByRole('button', { name: /^Remove vacation/ }));
    expect(await within(section).findByText(/No vacations planned/)).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Vacations' })).toHaveFocus();
  });

  it('says when the list cannot be loaded, with a way to try again', async () => {
    const { section } = renderSection([{ request: { query: ProfileVacationsDocument }, error: new Error('offline') }]);
    expect(await within(section).findByText(i18n._(VACATION_MESSAGES.loadFailed))).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
