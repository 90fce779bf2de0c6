import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

function renderFailing(error: Error) {
  const router = createMemoryRouter([{
    path: '/',
    Component: () => { throw error; },
    errorElement: <RouteErrorPage />,
  }]);
  render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  let online: jest.SpyInstance<boolean>;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => jest.restoreAllMocks());

  const chunkFailure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/LogoutRoute-x.js');

  it('says what went wrong, with the detail and a way home', () => {
    renderFailing(chunkFailure);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(chunkFailure.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("offline, a screen whose code was not kept yet says so instead of 'error'", () => {
    online.mockReturnValue(false);
    renderFailing(chunkFailure);
    expect(screen.getByRole('heading', { level: 1, name: 'Not available offline yet' })).toBeInTheDocument();
    expect(screen.getByText(/It opens once you are back online; your changes wait meanwhile\./)).toBeInTheDocument();
  });

  it('offline, any other failure is still an error', () => {
    online.mockReturnValue(false);
    renderFailing(new Error('boom'));
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
