import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateSelection } from './DateSelection';
import { shiftWorkDay, todayWorkDay } from '../../shared/work-day';

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
});
