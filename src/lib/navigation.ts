// Lets code outside React (the request helper) change the route through the router that the
// app layout registers; falls back to the hash when no router is mounted yet.
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigator = (path: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export const registerNavigator = (fn: Navigator | null): void => {
  navigator = fn;
};

export const navigateTo = (path: string, options?: NavigateOptions): void => {
  if (navigator) {
    navigator(path, options);
    return;
  }
  if (options?.replace) window.location.replace(`#${path}`);
  else window.location.hash = path;
};

/** Current app path from the hash (HashRouter), e.g. "/warehouse?tab=1". */
export const currentAppPath = (): string => {
  const hash = window.location.hash.replace(/^#/, '');
  return hash || '/';
};
