// Log out (screens §3.2): tell the server with the token still attached (so the session really
// ends), then forget the session locally whatever the server answered, and go to /login.
import { logout as logoutEndpoint } from '@/api/contracts/endpoints/user';
import { USER_TOKEN_COOKIE } from '@/config/storage-keys';
import { request } from '@/lib/api-client';
import { removeCookie } from '@/lib/cookie';
import { queryClient } from '@/lib/query-client';
import { getAppState } from '@/stores/app-store';

export const logout = async (): Promise<void> => {
  try {
    await request(logoutEndpoint, {}, { intentKey: 'auth.logout', alert: 'none' });
  } catch {
    // Logging out locally never depends on the server.
  }
  getAppState().clearSession();
  removeCookie(USER_TOKEN_COOKIE);
  queryClient.clear();
};
