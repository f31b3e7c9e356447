// Whether the page a component is in is the one on screen: a kept tab page stays mounted while
// hidden (ADR 0037), and its clocks and timers should not run for nobody (issue 24: a hidden
// /warehouse re-rendered its market status every second). Pages outside the tab bar are always
// shown (the default).
import { createContext, useContext } from 'react';

export const PageShownContext = createContext(true);

export const usePageShown = (): boolean => useContext(PageShownContext);
