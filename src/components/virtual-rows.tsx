// Fixed-height rows virtualized against the page scroll (quote lists, data screens): only the rows
// near the screen are in the DOM, positioned inside a box as tall as the whole list, so 5,000 rows
// cost what a screenful costs.
import { observeWindowOffset, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

/** Attributes of a row's own element (class, test id, data-*), when the row is its cells' box. */
export type RowProps = HTMLAttributes<HTMLDivElement> & { [data: `data-${string}`]: string };

export interface VirtualRowsProps<T> {
  items: readonly T[];
  rowHeight: number;
  keyOf: (item: T) => string;
  render: (item: T, index: number) => ReactNode;
  /**
   * Put on the positioned row element itself, so `render` can return the cells without a box of
   * their own: one element less per row to lay out.
   */
  rowProps?: (item: T) => RowProps;
  testId?: string;
}

/** The screen before the list has measured anything: rows are in the very first commit. */
const screenRect = () =>
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };

/**
 * A row's content. The list re-renders by itself on every scroll step and once after mounting
 * (when it learns its offset); rows that stay on screen keep their props then and skip the work.
 */
const RowContent = memo(function RowContent({
  item,
  index,
  render,
}: {
  item: unknown;
  index: number;
  render: (item: never, index: number) => ReactNode;
}) {
  return render(item as never, index);
});

export function VirtualRows<T>({
  items,
  rowHeight,
  keyOf,
  render,
  rowProps,
  testId,
}: VirtualRowsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Read once: the option is used only on mount, and reading the window's size can force a layout
  // in the middle of every poll's render (issue 24).
  const [initialRect] = useState(screenRect);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  }, []);
  // In a hidden kept tab page (ADR 0037) the window scrolls for another page: the rows stay as
  // they were, for the tab's own offset when it shows again.
  const virtualizer = useWindowVirtualizer({
    observeElementOffset: (instance, onOffset) =>
      observeWindowOffset(instance, (offset, isScrolling) => {
        if (!listRef.current?.closest('main[hidden]')) onOffset(offset, isScrolling);
      }),
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 4,
    scrollMargin,
    initialRect,
  });

  return (
    <div
      ref={listRef}
      role="list"
      data-testid={testId}
      data-rows={items.length}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const item = items[v.index]!;
        return (
          <div
            key={keyOf(item)}
            role="listitem"
            {...rowProps?.(item)}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              height: rowHeight,
              transform: `translateY(${v.start - scrollMargin}px)`,
            }}
          >
            <RowContent item={item} index={v.index} render={render} />
          </div>
        );
      })}
    </div>
  );
}
