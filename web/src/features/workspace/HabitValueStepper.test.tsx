import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '@lingui/core';
import { HabitValueStepper, STEPPER_MESSAGES } from './HabitValueStepper';

const TARGET = { __typename: 'HabitTarget' as const, unit: 'glasses', amount: '8', direction: 'AT_LEAST' as const };

/** The stepper as the Work screen holds it: the saved amount follows every change it sends. */
function Harness({ initial = null, onChange }: { initial?: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <HabitValueStepper id="water" habitName="Drink water" target={TARGET} value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }} />
  );
}

function renderStepper(initial: string | null = null) {
  const onChange = jest.fn();
  render(<Harness initial={initial} onChange={onChange} />);
  return { onChange, field: screen.getByLabelText(/glasses \(at least 8\)/) };
}

describe('HabitValueStepper', () => {
  it('labels the field with the habit, the unit and the target', () => {
    const { field } = renderStepper();
    expect(field).toHaveAccessibleName('Drink water: glasses (at least 8)');
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Decrease Drink water' })).toBeDisabled();
  });

  it('steps with the buttons from the keyboard: Tab to + and press Enter or Space', async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderStepper('2');
    await user.tab(); // −
    await user.tab(); // the field
    await user.tab(); // +
    expect(screen.getByRole('button', { name: 'Increase Drink water' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([['3'], ['4']]);
    expect(field).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Decrease Drink water' }));
    expect(onChange).toHaveBeenLastCalledWith('3');
  });

  it('steps with ArrowUp and ArrowDown in the field, never below 0', async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderStepper('1');
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveValue('2');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(onChange.mock.calls).toEqual([['2'], ['1'], ['0']]);
    expect(field).toHaveValue('0');
  });

  it('takes a typed amount on Enter and on leaving the field, written plainly', async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderStepper();
    await user.type(field, '2.50{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2.5');
    await user.clear(field);
    await user.type(field, '07');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('7');
    // Emptied: the day's entry is cleared.
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says what is wrong with an amount that is not a number, sends nothing, and Escape puts the saved one back', async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderStepper('3');
    await user.clear(field);
    await user.type(field, 'two{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(i18n._(STEPPER_MESSAGES.notANumber));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(i18n._(STEPPER_MESSAGES.notANumber));
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
