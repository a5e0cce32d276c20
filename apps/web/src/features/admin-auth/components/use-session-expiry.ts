import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '~/lib/api-client';
import { SESSION_EXPIRED_EVENT } from '~/lib/session';
import { clearToken, hasSession, loginUrl } from '../utils/session';

/**
 * Any 401 while a token is stored (expired or revoked session): tell open forms to keep a draft,
 * clear the token and cached data, and go to the login page, which returns here after login.
 */
export function useSessionExpiry(queryClient: QueryClient) {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (!hasSession()) return; // several calls may fail at once: handle the first only
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      clearToken();
      const here = `${window.location.pathname}${window.location.search}`;
      void navigate(loginUrl({ redirectTo: here, expired: true }), { replace: true });
      // Drop cached admin data once the protected screens have gone.
      window.setTimeout(() => queryClient.clear(), 0);
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient]);
}
