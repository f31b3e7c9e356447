// Whether a funds password is set (`/user/findIdWithPwd.do`, api-contract §11.12): the funds
// password page and the withdrawal gates read it. Only the reply's status is read: the reference
// puts the stored password in `msg`, and the app never keeps, shows or compares it (issue 17) —
// the server checks the current one when it is changed.
import { useQuery } from '@tanstack/react-query';

import { findIdWithPwd } from '@/api/contracts/endpoints/trading';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';

export const fundsPasswordKey = KEY_ROOTS.fundsPassword;

/** True when a funds password is set (status 0), false when the server asks to set one. */
export const fetchHasFundsPassword = async (): Promise<boolean> => {
  try {
    await request(findIdWithPwd, {}, { alert: 'transport' });
    return true;
  } catch (e) {
    if (isApiError(e) && e.kind === 'business') return false;
    throw e;
  }
};

export const useHasFundsPassword = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: fundsPasswordKey,
    queryFn: fetchHasFundsPassword,
    enabled: token !== '',
    staleTime: 0,
  });
};
