// Bank card (api-contract §13.1, §13.2). Filled by issue 5.
import type { Mount } from '../http/mount';

export const bankRoutes = (_mount: Mount): void => {};
