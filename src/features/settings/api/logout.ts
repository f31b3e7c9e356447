// Log out (screens §3.2): tell the server with the token still attached (so the session really
// ends), then forget the session locally whatever the server answered, and go to /login.
import { logout as logoutEndpoint } from '@/api/contracts/endpoints/user';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { getAppState } from '@/stores/app-store';

export const logout = async (): Promise<void> => {
  try {
    await request(logoutEndpoint, {}, { intentKey: 'auth.logout', alert: 'none' });
  } catch {
    // Logging out locally never depends on the server.
  }
  getAppState().clearSession();
  queryClient.clear();
};
