// A component's deferred work waits for its first frame to be painted, and no longer.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first frame'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true once a frame has gone by', async () => {
    render(<Probe />);
    expect(screen.getByText('first frame')).toBeTruthy();
    expect(await screen.findByText('painted')).toBeTruthy();
  });
});
