// Whether a funds password is set (`/user/findIdWithPwd.do`, api-contract §11.12): the funds
// password page and the withdrawal gates read it. The reference answers the stored password in
// `msg`; it stays in this query's memory only, never in storage or logs.
import { useQuery } from '@tanstack/react-query';

import { findIdWithPwd } from '@/api/contracts/endpoints/trading';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';

export const fundsPasswordKey = KEY_ROOTS.fundsPassword;

/** The stored funds password, or null when none is set. */
export const fetchFundsPassword = async (): Promise<string | null> => {
  try {
    return (await request(findIdWithPwd, {}, { alert: 'transport' })).message || null;
  } catch (e) {
    if (isApiError(e) && e.kind === 'business') return null;
    throw e;
  }
};

export const useFundsPassword = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: fundsPasswordKey,
    queryFn: fetchFundsPassword,
    enabled: token !== '',
    staleTime: 0,
  });
};
