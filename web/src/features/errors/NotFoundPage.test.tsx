import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { I18nWrapper } from '../../../test/i18n-wrapper';

describe('NotFoundPage', () => {
  it("offers a 'Return Home' link to /", () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
