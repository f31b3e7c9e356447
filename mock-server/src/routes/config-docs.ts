// The remote config document (product-spec §4, decision 0005): `{"ads": <API base address>}` at
// two addresses the app is built with. `ads` is this server's own origin, so any port works.
import type { Request, Router } from 'express';

import type { AppConfig } from '../../../src/api/contracts/config';

export const CONFIG_DOCUMENT_PATHS = ['/config/primary.json', '/config/secondary.json'] as const;

export const serverOrigin = (req: Request): string =>
  `${req.protocol}://${req.get('host') ?? `localhost:${req.socket.localPort ?? ''}`}`;

export const configDocuments = (router: Router): void => {
  for (const path of CONFIG_DOCUMENT_PATHS) {
    router.get(path, (req, res) => {
      const doc: AppConfig = { ads: serverOrigin(req) };
      res.set('Cache-Control', 'no-store');
      res.json(doc);
    });
  }
};
