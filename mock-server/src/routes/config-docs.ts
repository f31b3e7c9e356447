// The remote config document (product-spec §4, decision 0005): `{"ads": <API base address>}` at
// two addresses the app is built with. `ads` is this server's own origin, so any port works. The
// harness can make either address fail, drop `ads` or answer slowly (`control/config-faults.ts`).
import type { Request, Router } from 'express';

import type { AppConfig } from '../../../src/api/contracts/config';
import { ConfigDocFaults, type ConfigDocument } from '../control/config-faults';
import { afterDelay } from '../control/faults';

export const CONFIG_DOCUMENTS: Readonly<Record<ConfigDocument, string>> = {
  primary: '/config/primary.json',
  secondary: '/config/secondary.json',
};

export const CONFIG_DOCUMENT_PATHS = [
  CONFIG_DOCUMENTS.primary,
  CONFIG_DOCUMENTS.secondary,
] as const;

export const serverOrigin = (req: Request): string =>
  `${req.protocol}://${req.get('host') ?? `localhost:${req.socket.localPort ?? ''}`}`;

export const configDocuments = (
  router: Router,
  faults: ConfigDocFaults = new ConfigDocFaults(),
): void => {
  for (const [doc, path] of Object.entries(CONFIG_DOCUMENTS) as [ConfigDocument, string][]) {
    router.get(path, (req, res) => {
      const { delayMs, reply } = faults.behaviour(doc);
      res.set('Cache-Control', 'no-store');
      afterDelay(delayMs, res, () => {
        if (reply === 'unavailable') {
          res.status(503).type('text/plain').send('Service Unavailable');
          return;
        }
        const config: AppConfig = { ads: serverOrigin(req) };
        res.json(reply === 'no-ads' ? {} : config);
      });
    });
  }
};
