// The lesson inputs as a reader uses them: typing keeps the field while a number is half typed,
// a value out of range settles to the limit on leaving, steppers and arrow keys move by a step.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ChoiceChips, NumberInput } from './lesson-parts';

function Price() {
  const [price, setPrice] = useState(12.5);
  return (
    <>
      <NumberInput
        label="price"
        value={price}
        onChange={setPrice}
        min={0.01}
        max={100}
        step={0.01}
        decimals={2}
        testId="price"
      />
      <output data-testid="shown">{price}</output>
    </>
  );
}

const input = () => screen.getByTestId<HTMLInputElement>('price');
const shown = () => screen.getByTestId('shown').textContent;

describe('NumberInput', () => {
  it('follows typing key by key without losing the field', async () => {
    const user = userEvent.setup();
    render(<Price />);
    await user.clear(input());
    await user.type(input(), '8.');
    expect(input().value).toBe('8.');
    expect(document.activeElement).toBe(input());
    await user.type(input(), '75');
    expect(shown()).toBe('8.75');
    await user.tab();
    expect(input().value).toBe('8.75');
  });

  it('settles a value out of range to the limit when the field is left', async () => {
    const user = userEvent.setup();
    render(<Price />);
    await user.clear(input());
    await user.type(input(), '250');
    // 250 is past the max: the last number in range holds until the field is left.
    expect(shown()).toBe('25');
    await user.tab();
    expect(input().value).toBe('100.00');
    expect(shown()).toBe('100');
  });

  it('moves by one step with the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Price />);
    await user.click(screen.getAllByRole('button')[1]!);
    expect(input().value).toBe('12.51');
    await user.click(input());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input().value).toBe('12.49');
  });
});

describe('ChoiceChips', () => {
  function Lever() {
    const [lever, setLever] = useState(10);
    return (
      <ChoiceChips
        label="lever"
        options={[10, 20, 30].map((n) => ({ value: n, label: `${n}x` }))}
        value={lever}
        onChange={setLever}
        testId="lever"
      />
    );
  }

  it('is one radio group: a click or an arrow key moves the choice', async () => {
    const user = userEvent.setup();
    render(<Lever />);
    await user.click(screen.getByTestId('lever-20'));
    expect(screen.getByRole('radio', { checked: true }).textContent).toBe('20x');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { checked: true }).textContent).toBe('30x');
    expect(document.activeElement).toBe(screen.getByTestId('lever-30'));
  });
});
