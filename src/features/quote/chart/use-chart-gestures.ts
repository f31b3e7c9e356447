// Binds the gesture tracker to a chart's canvas host: pointer events for touch and mouse, a
// non-passive touchmove that stops page scrolling only while the chart owns the gesture (pan,
// pinch, crosshair), and no context menu on long-press. Moves are coalesced to one per frame.
import { useEffect, useEffectEvent, type RefObject } from 'react';

import { FrameThrottle, GestureTracker, type GestureOptions } from './gestures';

export interface ChartGestureHandlers {
  onPan?: (dx: number) => void;
  onPinch?: (scale: number, anchorX: number, phase: 'start' | 'move') => void;
  onCrosshair: (point: { x: number; y: number } | null) => void;
}

type Queued =
  | { kind: 'pan'; dx: number }
  | { kind: 'pinch'; scale: number; anchorX: number; phase: 'start' | 'move' }
  | { kind: 'crosshair'; point: { x: number; y: number } | null };

export function useChartGestures(
  hostRef: RefObject<HTMLDivElement | null>,
  handlers: ChartGestureHandlers,
  options: Partial<GestureOptions> = {},
): void {
  const { panAndPinch = true, longPressMs = 400, slop = 8 } = options;
  const dispatch = useEffectEvent((q: Queued) => {
    if (q.kind === 'pan') handlers.onPan?.(q.dx);
    else if (q.kind === 'pinch') handlers.onPinch?.(q.scale, q.anchorX, q.phase);
    else handlers.onCrosshair(q.point);
  });

  useEffect(() => {
    const el = hostRef.current;
    if (!el) return;
    // Pan deltas between two frames add up; pinch and crosshair keep the latest value.
    let panSum = 0;
    const frames = new FrameThrottle<Queued>((q) => {
      if (q.kind === 'pan') {
        const dx = panSum;
        panSum = 0;
        dispatch({ kind: 'pan', dx });
      } else {
        dispatch(q);
      }
    });
    const tracker = new GestureTracker(
      {
        onPan: (dx) => {
          panSum += dx;
          frames.push({ kind: 'pan', dx: panSum });
        },
        onPinch: (scale, anchorX, phase) => {
          panSum = 0;
          frames.push({ kind: 'pinch', scale, anchorX, phase });
        },
        onCrosshair: (point) => {
          if (point) {
            frames.push({ kind: 'crosshair', point });
          } else {
            // Release at once, even if a move is still queued.
            frames.cancel();
            dispatch({ kind: 'crosshair', point: null });
          }
        },
      },
      { panAndPinch, longPressMs, slop },
    );
    let rect = el.getBoundingClientRect();
    const local = (e: PointerEvent) => ({ x: e.clientX - rect.left, y: e.clientY - rect.top });

    const onDown = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      rect = el.getBoundingClientRect();
      const p = local(e);
      tracker.down(e.pointerId, p.x, p.y);
      if (e.pointerType === 'mouse') el.setPointerCapture?.(e.pointerId);
    };
    const onMove = (e: PointerEvent) => {
      const p = local(e);
      tracker.move(e.pointerId, p.x, p.y);
    };
    const onUp = (e: PointerEvent) => tracker.up(e.pointerId);
    const onCancel = (e: PointerEvent) => tracker.cancel(e.pointerId);
    const onTouchMove = (e: TouchEvent) => {
      if (tracker.isCapturing() && e.cancelable) e.preventDefault();
    };
    const onContextMenu = (e: Event) => e.preventDefault();

    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onCancel);
    el.addEventListener('touchmove', onTouchMove, { passive: false });
    el.addEventListener('contextmenu', onContextMenu);
    return () => {
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onCancel);
      el.removeEventListener('touchmove', onTouchMove);
      el.removeEventListener('contextmenu', onContextMenu);
      tracker.reset();
      frames.cancel();
    };
  }, [hostRef, panAndPinch, longPressMs, slop]);
}
