// The query client a hidden kept tab page reads (ADR 0037 addendum): its queries neither poll nor
// refetch (on focus, reconnect or an interval), and they do not render the hidden page again when
// another page's poll updates the data they show. Shown again under the app's client, each query's
// options are set back: a stale one refetches then, as on a mount, and its polls resume.
import type { QueryClient } from '@tanstack/react-query';

type Defaulted = ReturnType<QueryClient['defaultQueryOptions']>;

export const pausedQueryClient = (client: QueryClient): QueryClient => {
  const bound = new Map<PropertyKey, unknown>();
  const defaultQueryOptions = (options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
    const defaulted = client.defaultQueryOptions(options);
    // An observer re-defaults options it was already given: those are the page's current ones.
    if ((options as Partial<Defaulted>)._defaulted) return defaulted;
    return { ...defaulted, enabled: false, notifyOnChangeProps: [] } satisfies Defaulted;
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'defaultQueryOptions') return defaultQueryOptions;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // Methods run on the app's client itself (its private fields are not on the proxy).
      if (!bound.has(key)) bound.set(key, (value as (...a: unknown[]) => unknown).bind(target));
      return bound.get(key);
    },
  });
};
