// Composition root: server-state cache, router, theme attributes.
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';

import { PageSkeleton } from '@/components/page-skeleton';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

import { AppHashRouter } from './hash-router';
import { AppRoutes } from './routes/app-routes';
import { syncThemeColor } from './theme-color';

function ThemeAttributes() {
  const theme = useAppStore((s) => s.theme);
  const riseColour = useAppStore((s) => s.riseColour);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.rise = riseColour;
    syncThemeColor(theme);
  }, [theme, riseColour]);
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeAttributes />
      {/* Hash routing: dist/web is static and deployable on any host without rewrites. */}
      <AppHashRouter>
        {/* Last-resort boundary for a translation still loading outside a page (pages have theirs). */}
        <Suspense fallback={<PageSkeleton />}>
          <AppRoutes />
        </Suspense>
      </AppHashRouter>
    </QueryClientProvider>
  );
}
