import { useQuery } from '@apollo/client/react';
import { Spinner } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ErrorView, PageCenter } from '../components/ui/states.tsx';
import { MeDocument } from '../lib/session.generated.ts';
import { errorMessage } from '../lib/errors.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { useT } from '../lib/i18n.ts';
import { keepReturnTo } from '../lib/return-to.ts';

function useSession() {
  return useQuery(MeDocument, { fetchPolicy: 'cache-first' });
}

/**
 * Signed-in routes: an anonymous visitor goes to the landing page, and the address they
 * asked for opens once they have signed in (lib/return-to.ts).
 */
export function RequireAuth() {
  const t = useT();
  const { data, loading, error, refetch } = useSession();
  const { pathname, search, hash } = useLocation();
  const signedOut = !loading && !error && data !== undefined && !data.me;
  useEffect(() => {
    if (signedOut) keepReturnTo(`${pathname}${search}${hash}`);
  }, [signedOut, pathname, search, hash]);
  if (loading && !data) {
    return (
      <PageCenter>
        <Spinner size="lg" color="orange.600" aria-label={t('common.loading')} />
      </PageCenter>
    );
  }
  if (error && !data)
    return <ErrorView message={errorMessage(error, t('shell.accountFailed'))} onRetry={() => void refetch()} />;
  if (!data?.me) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Public sign-in routes: a signed-in user goes to the dashboard. */
export function PublicOnly() {
  const { data, loading } = useSession();
  if (loading && !data) return null;
  if (data?.me) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Admin-only screens: anyone else goes to the dashboard. */
export function RequireAdmin() {
  const viewer = useViewer();
  if (viewer.role !== 'ADMIN') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Marketer-only screens (My Income): admins go to the dashboard. */
export function RequireMarketer() {
  const viewer = useViewer();
  if (viewer.role !== 'USER') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
