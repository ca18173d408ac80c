import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/guard';
import { PageLoading } from '../../components/PageLoading';
import { useSession } from '../../stores/session';

/**
 * /jump and /auth-redirect (SPEC §2.1, open without token): another application hands over a session
 * as `?token=…&redirect=/path`. The guard has already taken the token out of the address and signed a
 * browser without a session in with it (a signed-in user is never replaced: decision 052); what is left
 * here is the way on: to the (same-origin) target when signed in, else to the login screen.
 */
export default function SsoHandoffPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const target = safeRedirect(params.get('redirect'));
    if (useSession.getState().token) void navigate(target, { replace: true });
    else void navigate(`/login?redirect=${encodeURIComponent(target)}`, { replace: true });
  }, [params, navigate]);

  return <PageLoading fullscreen />;
}
