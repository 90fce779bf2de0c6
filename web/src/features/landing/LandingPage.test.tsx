import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '../../ui/theme/ThemeProvider';
import { LandingPage } from './LandingPage';

function renderLanding() {
  return render(
    <MemoryRouter>
      <ThemeProvider>
        <LandingPage />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it('has a hero with Get Started to /register and Log In to /login', () => {
    renderLanding();
    const hero = screen.getByRole('region', { name: /one small step at a time/ });
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(within(hero).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('shows the three feature cards', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Everything you need to keep moving' });
    const titles = within(features).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Goal Setting', 'Habit Building', 'Progress Tracking']);
  });

  it('shows three testimonials with names', () => {
    renderLanding();
    const stories = screen.getByRole('region', { name: 'People building better days' });
    expect(within(stories).getAllByRole('figure')).toHaveLength(3);
  });

  it('has a free-trial call to action and the Manage Your Life banner', () => {
    renderLanding();
    const trial = screen.getByRole('region', { name: 'Try Cairn free' });
    expect(within(trial).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/register');
    const banner = screen.getByRole('region', { name: 'Manage Your Life' });
    expect(within(banner).getByRole('link', { name: 'Register Today' })).toHaveAttribute('href', '/register');
  });

  it('switches the theme from its theme picker', async () => {
    const user = userEvent.setup();
    renderLanding();
    const picker = screen.getByRole('group', { name: 'Colour theme' });
    expect(within(picker).getByRole('radio', { name: /Nature/ })).toBeChecked();

    await user.click(within(picker).getByRole('radio', { name: /Sunset/ }));
    expect(document.body).toHaveClass('theme-sunset');
    expect(window.localStorage.getItem('theme')).toBe('sunset');
    expect(within(picker).getByRole('radio', { name: /Sunset/ })).toBeChecked();
  });
});
