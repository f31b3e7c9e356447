// Whether an element is on screen now, from one IntersectionObserver shared by every card slot.
// Without the API (jsdom, old engines) everything counts as on screen.
import { useEffect, useState, type RefObject } from 'react';

const listeners = new Map<Element, (isOn: boolean) => void>();
let observer: IntersectionObserver | null = null;

const watch = (el: Element, onChange: (isOn: boolean) => void): (() => void) => {
  observer ??= new IntersectionObserver((entries) => {
    for (const e of entries) listeners.get(e.target)?.(e.isIntersecting);
  });
  listeners.set(el, onChange);
  observer.observe(el);
  return () => {
    listeners.delete(el);
    observer?.unobserve(el);
  };
};

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [isOn, setOn] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    return watch(el, setOn);
  }, [ref]);
  return isOn;
}
