import { i18n } from '@lingui/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateSelection } from './DateSelection';
import { shiftWorkDay, todayWorkDay } from '../../shared/work-day';
import { activateLocale } from '../../ui/i18n/i18n';
import { formattingLocale, languageOf } from '../../ui/i18n/locales';
import { catalogMessages } from '../../../test/catalogs';

function Harness({ start }: { start: string }) {
  const [day, setDay] = useState(start);
  return <DateSelection day={day} today={todayWorkDay()} onChange={setDay} />;
}

const shownDay = () => document.querySelector('.date-selection__day time')?.getAttribute('datetime');
const button = (name: string) => screen.getByRole('button', { name });

describe('DateSelection', () => {
  const today = todayWorkDay();

  it('shows today with both forward moves and Today disabled', () => {
    render(<Harness start={today} />);
    expect(shownDay()).toBe(today);
    expect(screen.getByText('Today', { selector: '.date-selection__badge' })).toBeInTheDocument();
    expect(button('Forward 1 day')).toBeDisabled();
    expect(button('Forward 7 days')).toBeDisabled();
    expect(button('Today')).toBeDisabled();
    expect(button('Back 1 day')).toBeEnabled();
    expect(button('Back 7 days')).toBeEnabled();
  });

  it('moves back and forward by 1 and 7 days, never past today, and returns with Today', async () => {
    const user = userEvent.setup();
    render(<Harness start={today} />);

    await user.click(button('Back 1 day'));
    expect(shownDay()).toBe(shiftWorkDay(today, -1));
    expect(screen.getByText('Yesterday')).toBeInTheDocument();
    expect(button('Forward 1 day')).toBeEnabled();
    expect(button('Forward 7 days')).toBeDisabled();

    await user.click(button('Back 7 days'));
    expect(shownDay()).toBe(shiftWorkDay(today, -8));
    expect(screen.getByText('8 days ago')).toBeInTheDocument();
    expect(button('Forward 7 days')).toBeEnabled();

    await user.click(button('Forward 7 days'));
    expect(shownDay()).toBe(shiftWorkDay(today, -1));
    await user.click(button('Forward 1 day'));
    expect(shownDay()).toBe(today);
    expect(button('Forward 1 day')).toBeDisabled();

    await user.click(button('Back 7 days'));
    await user.click(button('Back 7 days'));
    expect(shownDay()).toBe(shiftWorkDay(today, -14));
    await user.click(button('Today'));
    expect(shownDay()).toBe(today);
  });

  it('shows the day as text', () => {
    render(<Harness start="2024-03-05" />);
    const time = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveTextContent(/2024/);
    expect(time).toHaveTextContent(/March|Mar/);
  });

  it("collapses and expands with the spec's labels, expanded at first", async () => {
    const user = userEvent.setup();
    render(<Harness start={today} />);
    const toggle = button('Collapse date selection');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: /Date Selection/ })).toBeInTheDocument();

    await user.click(toggle);
    expect(button('Expand date selection')).toHaveAttribute('aria-expanded', 'false');
    // Folded away: its buttons leave the tab order (and the page shows the day beside the title).
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('inert');

    await user.click(button('Expand date selection'));
    expect(button('Collapse date selection')).toHaveAttribute('aria-expanded', 'true');
  });

  describe('in other languages', () => {
    /** Speaks `tag` as the app does, with the translators' words from the catalogs. */
    async function speak(tag: string) {
      const language = languageOf(tag);
      i18n.load(language, await catalogMessages(language));
      await act(() => activateLocale(tag));
    }
    afterEach(() => act(() => activateLocale('en')));

    const steps = () => [...document.querySelectorAll<HTMLButtonElement>('.date-selection__step')];
    /** What a step shows: the amount ("7 days"), and on a phone its number alone. */
    const shown = (step: HTMLElement) => ({
      amount: within(step).getByText((_, element) => element?.classList.contains('date-selection__amount') ?? false).textContent ?? '',
      count: within(step).getByText((_, element) => element?.classList.contains('date-selection__count') ?? false).textContent ?? '',
    });

    it('writes the steps in Arabic with Arabic-Indic digits, and each name holds what it shows', async () => {
      await speak('ar-EG');
      render(<Harness start={shiftWorkDay(today, -30)} />);
      expect(steps().map((step) => step.getAttribute('aria-label'))).toEqual(['٧ أيام للخلف', '١ يوم للخلف', '١ يوم للأمام', '٧ أيام للأمام']);
      expect(steps().map(shown)).toEqual([
        { amount: '٧ أيام', count: '٧' }, { amount: '١ يوم', count: '١' }, { amount: '١ يوم', count: '١' }, { amount: '٧ أيام', count: '٧' },
      ]);
      const user = userEvent.setup();
      await user.click(button('١ يوم للخلف'));
      expect(shownDay()).toBe(shiftWorkDay(today, -31));
    });

    it.each(['en', 'de-DE', 'es-ES', 'ar', 'ar-EG', 'en-XA'])('in %s, names each step with the words it shows, in one or seven days', async (tag) => {
      await speak(tag);
      render(<Harness start={today} />);
      for (const step of steps()) {
        const name = step.getAttribute('aria-label') ?? '';
        const { amount, count } = shown(step);
        expect(name).toContain(amount);
        expect(name).toContain(count);
        expect(amount).toContain(count);
      }
      expect(steps().map((step) => shown(step).count)).toEqual(['7', '1', '1', '7'].map((digit) => new Intl.NumberFormat(formattingLocale(tag)).format(Number(digit))));
    });
  });
});
