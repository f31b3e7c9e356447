// The bottom sheet as a trader meets it through DialogPopup: it opens with its content and focus
// in it, a tap on the backdrop or Escape closes it, the content leaves once the closing slide has
// ended and focus is back on the opener, the page behind does not scroll meanwhile.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { DialogPopup } from './dialog-popup';

function Page({
  destroyOnClose = true,
  afterClose,
}: {
  destroyOnClose?: boolean;
  afterClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <DialogPopup
        visible={open}
        onMaskClick={close}
        onClose={close}
        destroyOnClose={destroyOnClose}
        afterClose={afterClose}
      >
        <section role="dialog" aria-modal="true" aria-label="Sell">
          <input aria-label="lots" />
        </section>
      </DialogPopup>
    </>
  );
}

const sheetBody = () => document.querySelector<HTMLElement>('[data-sheet-body]');

const open = async () => {
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
  return opener;
};

describe('Sheet (DialogPopup)', () => {
  it('opens at once with its content, the page behind locked, focus in the dialog', async () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(screen.getByRole('textbox', { name: 'lots' })).toBeTruthy();
    // Locked after the sheet's first frame.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
  });

  it('closes on a backdrop tap: content gone after the slide, focus back, page scrolls', async () => {
    const afterClose = vi.fn();
    render(<Page afterClose={afterClose} />);
    const opener = await open();
    fireEvent.click(document.querySelector('[data-sheet-mask]')!);
    expect(document.body.style.overflow).toBe('');
    // Still there while it slides away, then gone.
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.animationEnd(sheetBody()!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(afterClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('ends the closing slide without its animationend too (a hidden tab)', async () => {
    render(<Page />);
    await open();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an animation inside the sheet does not end its slide', async () => {
    render(<Page />);
    await open();
    fireEvent.click(document.querySelector('[data-sheet-mask]')!);
    fireEvent.animationEnd(screen.getByRole('textbox', { name: 'lots' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps its content hidden once closed when not destroyed on close', async () => {
    render(<Page destroyOnClose={false} />);
    await open();
    fireEvent.click(document.querySelector('[data-sheet-mask]')!);
    fireEvent.animationEnd(sheetBody()!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
  });
});
