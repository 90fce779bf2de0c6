import { i18n } from '@lingui/core';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/account-mocks';
import {
  ConfirmPasswordDocument, PasskeyRegistrationOptionsDocument, ProfilePasskeysDocument, RemovePasskeyDocument, RenamePasskeyDocument,
} from '../../gql/graphql';
import { PASSKEY_SECTION_TEXTS, PasskeysSection } from './PasskeysSection';
import { CONFIRM_IDENTITY_MESSAGES } from '../../shared/account/ConfirmIdentityDialog';

const passkey = (id: string, name: string, lastUsedAt: string | null = null) => ({
  __typename: 'Passkey' as const, id, name, createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt,
});
const listMock = (passkeys: ReturnType<typeof passkey>[]): MockLink.MockedResponse => ({
  request: { query: ProfilePasskeysDocument },
  result: { data: { passkeys } },
});

function renderSection(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  render(<MockedProvider mocks={mocks}><PasskeysSection /></MockedProvider>);
  return { user, section: screen.getByRole('region', { name: 'Passkeys' }) };
}

describe('PasskeysSection', () => {
  const original = window.PublicKeyCredential;
  beforeEach(() => {
    // jsdom has no WebAuthn: a stand-in, so the section offers to add one.
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true, writable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: original, configurable: true, writable: true });
  });

  it('lists each passkey with when it was added and last used', async () => {
    const { section } = renderSection([listMock([passkey('p1', 'Laptop', '2026-11-20T08:30:00.000Z'), passkey('p2', 'Phone')])]);
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Laptop.*Added .*Last used/);
    expect(rows[1]).toHaveTextContent(/Phone.*Never used/);
    expect(within(section).getByRole('button', { name: i18n._(PASSKEY_SECTION_TEXTS.add) })).toBeEnabled();
  });

  it('renames a passkey in place and removes one after confirming', async () => {
    const { user, section } = renderSection([
      listMock([passkey('p1', 'Laptop')]),
      { request: { query: RenamePasskeyDocument, variables: { id: 'p1', name: 'Work laptop' } }, result: { data: { renamePasskey: passkey('p1', 'Work laptop') } } },
      { request: { query: RemovePasskeyDocument, variables: { id: 'p1' } }, result: { data: { removePasskey: 'p1' } } },
      listMock([]),
    ]);
    await user.click(await within(section).findByRole('button', { name: 'Rename Laptop' }));
    const field = within(section).getByLabelText('New name for Laptop');
    await user.clear(field);
    await user.type(field, 'Work laptop');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Work laptop')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Work laptop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText(i18n._(PASSKEY_SECTION_TEXTS.none))).toBeInTheDocument();
  });

  it("asks to confirm it's you when the last check is too old, then tries again", async () => {
    const { user, section } = renderSection([
      listMock([]),
      { request: { query: PasskeyRegistrationOptionsDocument }, result: apiError('Confirm it is you: enter your password or use a passkey.', 'FORBIDDEN', { reason: 'REAUTH_REQUIRED' }) },
      { request: { query: ConfirmPasswordDocument, variables: { password: 'correct horse' } }, result: { data: { confirmPassword: true } } },
      { request: { query: PasskeyRegistrationOptionsDocument }, result: apiError('Too many requests. Please wait a moment and try again.', 'RATE_LIMITED') },
    ]);
    await within(section).findByText(i18n._(PASSKEY_SECTION_TEXTS.none));
    await user.click(within(section).getByRole('button', { name: i18n._(PASSKEY_SECTION_TEXTS.add) }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Give the passkey a name');
    await user.type(within(section).getByLabelText(i18n._(PASSKEY_SECTION_TEXTS.nameLabel)), 'Phone');
    await user.click(within(section).getByRole('button', { name: i18n._(PASSKEY_SECTION_TEXTS.add) }));

    const confirm = await screen.findByRole('dialog', { name: CONFIRM_IDENTITY_MESSAGES.title });
    // The password, or a passkey already added, confirms it.
    expect(within(confirm).getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
    await user.type(within(confirm).getByLabelText('Password'), 'correct horse');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: CONFIRM_IDENTITY_MESSAGES.title })).toBeNull();
  });
});
