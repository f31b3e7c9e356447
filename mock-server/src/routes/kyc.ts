// Real-name verification and uploads (api-contract §13.3, `/user/upload.do`). Filled by issue 5.
import type { Express } from 'express';

import type { Mount } from '../http/mount';
import type { MockStore } from '../store/store';

export const kycRoutes = (_mount: Mount, _app: Express, _store: MockStore): void => {};
