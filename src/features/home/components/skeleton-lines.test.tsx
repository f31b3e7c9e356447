import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SkeletonLines } from './skeleton-lines';

describe('SkeletonLines', () => {
  it('shows the asked number of lines in a region marked busy', () => {
    render(<SkeletonLines count={5} />);
    const box = screen.getByTestId('home-skeleton');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.children).toHaveLength(5);
  });

  it('uses no antd-mobile shimmer (a repaint of the page every frame)', () => {
    render(<SkeletonLines count={2} />);
    expect(document.querySelector('.adm-skeleton-animated')).toBeNull();
  });
});
