import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from './ThemeProvider';
import { ThemeSelect } from './ThemeSelect';
import { THEME_STORAGE_KEY } from './themes';

function renderSelect() {
  return render(
    <ThemeProvider>
      <ThemeSelect />
    </ThemeProvider>,
  );
}

describe('ThemeSelect', () => {
  it('starts on nature and puts its class on the body', () => {
    renderSelect();
    expect(screen.getByLabelText('Theme')).toHaveValue('nature');
    expect(document.body).toHaveClass('theme-nature');
  });

  it('offers the four themes', () => {
    renderSelect();
    const options = screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['nature', 'ocean', 'sunset', 'lavender']);
  });

  it('sets the body class and stores the choice', async () => {
    const user = userEvent.setup();
    document.body.classList.add('keep-me');
    renderSelect();

    await user.selectOptions(screen.getByLabelText('Theme'), 'ocean');
    expect(document.body).toHaveClass('theme-ocean');
    expect(document.body).not.toHaveClass('theme-nature');
    expect(document.body).toHaveClass('keep-me');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('ocean');

    await user.selectOptions(screen.getByLabelText('Theme'), 'lavender');
    expect(document.body.className.split(' ').filter((name) => name.startsWith('theme-'))).toEqual(['theme-lavender']);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('lavender');
  });

  it('restores a remembered theme and ignores an unknown one', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sunset');
    const { unmount } = renderSelect();
    expect(screen.getByLabelText('Theme')).toHaveValue('sunset');
    expect(document.body).toHaveClass('theme-sunset');
    unmount();

    window.localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    renderSelect();
    expect(screen.getByLabelText('Theme')).toHaveValue('nature');
    expect(document.body).toHaveClass('theme-nature');
  });
});
