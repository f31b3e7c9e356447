// Accounts beyond login (api-contract §6.6, §6.7, §7.1, §11.12, §13.10, §13.11): SMS codes,
// forgotten and changed passwords, the funds password, in-site messages. Filled by issue 5.
import type { Mount } from '../http/mount';

export const accountRoutes = (_mount: Mount): void => {};
