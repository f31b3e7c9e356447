// Control API for accounts: the SMS codes "sent" (no SMS leaves the machine). Filled by issue 5.
import type { Router } from 'express';

import type { MockStore } from '../store/store';

import type { Operation } from './operations';

export const ACCOUNT_OPERATIONS: Operation[] = [];

export const accountControlRoutes = (_router: Router, _store: MockStore): void => {};
