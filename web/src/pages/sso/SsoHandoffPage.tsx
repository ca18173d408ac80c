import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/guard';
import { PageLoading } from '../../components/PageLoading';
import { useSession } from '../../stores/session';

/**
 * /jump and /auth-redirect (SPEC §2.1, open without token): another application hands over a session
 * as `?token=…&redirect=/path`. The token is kept and the user continues to the (same-origin) target,
 * where the guard loads their menus; without a token the way leads to the login screen.
 */
export default function SsoHandoffPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const token = params.get('token');
    const target = safeRedirect(params.get('redirect'));
    if (token) {
      useSession.getState().reset();
      useSession.getState().setToken(token);
      void navigate(target, { replace: true });
    } else {
      void navigate(`/login?redirect=${encodeURIComponent(target)}`, { replace: true });
    }
  }, [params, navigate]);

  return <PageLoading fullscreen />;
}
