// The tab list as a keyboard user meets it: arrows move the choice and the focus, wrapping round.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Segmented } from './segmented';

const ITEMS = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
  { key: 'c', label: 'Gamma' },
] as const;

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Segmented items={ITEMS} value={value} onChange={setValue} label="Pick" testIdPrefix="seg" />
  );
}

describe('Segmented', () => {
  it('selects on tap and marks only the chosen tab', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('seg-b'));
    const selected = screen
      .getAllByRole('tab')
      .filter((t) => t.getAttribute('aria-selected') === 'true');
    expect(selected.map((t) => t.textContent)).toEqual(['Beta']);
    expect(screen.getByTestId('seg-b').tabIndex).toBe(0);
    expect(screen.getByTestId('seg-a').tabIndex).toBe(-1);
  });

  it('moves with the arrow keys, wrapping at both ends, and takes the focus along', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByTestId('seg-a'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('seg-c').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('seg-c'));
    fireEvent.keyDown(screen.getByTestId('seg-c'), { key: 'ArrowRight' });
    expect(screen.getByTestId('seg-a').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('seg-a'));
  });
});
