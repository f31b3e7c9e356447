// Harness entry: pick the host (Electron preload or the browser adapter), read where the mock and
// the app are, then mount.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import './global.css';
import { HarnessProvider } from './harness-context';
import { pickHost } from './host/harness-host';
import { HarnessLanguageProvider } from './i18n/harness-language';

const start = async () => {
  const container = document.getElementById('root');
  if (!container) return;
  const api = pickHost();
  const endpoints = await api.endpoints();
  createRoot(container).render(
    <StrictMode>
      <HarnessLanguageProvider>
        <HarnessProvider api={api} endpoints={endpoints}>
          <App />
        </HarnessProvider>
      </HarnessLanguageProvider>
    </StrictMode>,
  );
};

void start();
