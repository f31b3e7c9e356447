// A sheet for keyboard users: focus goes in when it opens, Tab cycles inside, Escape closes it
// (unless the sheet says it cannot close now), and focus is back on the opener afterwards.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

import { useDialogFocus } from './use-dialog-focus';

function Sheet({ canClose = true }: { canClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const { containerRef, afterClose } = useDialogFocus(
    open,
    canClose ? () => setOpen(false) : undefined,
  );
  // As the popup does once its closing animation has ended.
  useEffect(() => {
    if (!open) afterClose();
  }, [open, afterClose]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button">elsewhere</button>
      {open && (
        <div ref={containerRef}>
          <section role="dialog" aria-modal="true" aria-label="Confirm">
            <button type="button">first</button>
            <button type="button">last</button>
          </section>
        </div>
      )}
    </>
  );
}

const openSheet = async () => {
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
  return opener;
};

describe('useDialogFocus', () => {
  it('moves focus into the dialog, and back to the opener when Escape closes it', async () => {
    render(<Sheet />);
    const opener = await openSheet();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    render(<Sheet />);
    await openSheet();
    const first = screen.getByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    // jsdom lays nothing out: every element counts as shown.
    for (const el of [first, last]) el.getClientRects = () => [{}] as unknown as DOMRectList;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
  });

  it('stays open on Escape while it cannot close (an order being sent)', async () => {
    render(<Sheet canClose={false} />);
    await openSheet();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
