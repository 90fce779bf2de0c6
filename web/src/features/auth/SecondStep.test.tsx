import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, authConfigMock, loginResult } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { CompleteSecondStepDocument, LoginDocument } from '../../gql/graphql';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse';
const secondStepRequired = apiError('Enter the 6-digit code from your authenticator app, or a recovery code.', 'UNAUTHENTICATED', { reason: 'SECOND_STEP_REQUIRED' });
const loginMock = { request: { query: LoginDocument, variables: { email: EMAIL, password: PASSWORD } }, result: secondStepRequired };
const completeRequest = (code: string) => ({ query: CompleteSecondStepDocument, variables: { code } });
const completed = { data: { completeSecondStep: loginResult(SAMPLE_USER).data.login } };

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Two-step sign-in' });
  return user;
}

describe('LoginPage: the second step (issue 30)', () => {
  it('asks for the code after a right password, with the focus on it, then signs in', async () => {
    const { router } = renderApp({
      path: '/login',
      mocks: [meMock(null), authConfigMock(), loginMock, { request: completeRequest('123456'), result: completed }, meMock(SAMPLE_USER)],
    });
    const user = await passwordStep();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("shows the server's words for a wrong code and lets the user try again", async () => {
    renderApp({
      path: '/login',
      mocks: [meMock(null), authConfigMock(), loginMock, {
        request: completeRequest('000000'),
        result: apiError('That code is not right. Try the current code from your authenticator app, or a recovery code.', 'UNAUTHENTICATED', { reason: 'SECOND_STEP_REQUIRED' }),
      }],
    });
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('goes back to the password when the pending sign-in expired', async () => {
    renderApp({
      path: '/login',
      mocks: [meMock(null), authConfigMock(), loginMock, {
        request: completeRequest('123456'),
        result: apiError('Your sign-in has expired. Please enter your email and password again.', 'UNAUTHENTICATED', { reason: 'SECOND_STEP_EXPIRED' }),
      }],
    });
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in has expired.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
