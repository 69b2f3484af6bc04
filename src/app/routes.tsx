// The route table: where features meet. Each page is its own chunk.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useT } from '../lib/i18n';
import { Loader } from '../ui/Spinner';

const HomePage = lazy(() => import('../features/home/HomePage'));
const MaintenancePage = lazy(() => import('../features/system/MaintenancePage'));
const NotFoundPage = lazy(() => import('../features/system/NotFoundPage'));

/** Routes that render even when init failed or has not finished. */
export const ROUTES_IGNORING_ERRORS = ['/503'];

export function Routes() {
  const t = useT();
  return (
    <Suspense fallback={<Loader label={t('shell.loading')} />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/503" component={MaintenancePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
