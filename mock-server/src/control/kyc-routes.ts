// Control API for real-name verification reviews (approve / reject with a reason). Filled by issue 5.
import type { Router } from 'express';

import type { MockStore } from '../store/store';

import type { Operation } from './operations';

export const KYC_OPERATIONS: Operation[] = [];

export const kycControlRoutes = (_router: Router, _store: MockStore): void => {};
