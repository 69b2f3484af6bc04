// The route table: where features meet. Each page is its own chunk.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useT } from '../lib/i18n';
import { Loader } from '../ui/Spinner';
import { RootRedirect } from '../features/search/RootRedirect';

const ResultsPage = lazy(() => import('../features/search/ResultsPage'));
const CancellationPolicyPage = lazy(() => import('../features/search/CancellationPolicyPage'));
const FacilitiesPage = lazy(() => import('../features/facilities/FacilitiesPage'));
const RecommenderPage = lazy(() => import('../features/recommender/RecommenderPage'));
const GuestDetailPage = lazy(() => import('../features/booking/GuestDetailPage'));
const ConfirmationPage = lazy(() => import('../features/booking/ConfirmationPage'));
const FailPage = lazy(() => import('../features/booking/FailPage'));
const MaintenancePage = lazy(() => import('../features/system/MaintenancePage'));
const NotFoundPage = lazy(() => import('../features/system/NotFoundPage'));

/** Routes that render even when init failed or has not finished. */
export const ROUTES_IGNORING_ERRORS = ['/503'];

export function Routes() {
  const t = useT();
  return (
    <Suspense fallback={<Loader label={t('shell.loading')} />}>
      <Switch>
        <Route path="/" component={RootRedirect} />
        <Route path="/booking/result" component={ResultsPage} />
        <Route path="/cancellation-policy" component={CancellationPolicyPage} />
        <Route path="/facilities" component={FacilitiesPage} />
        <Route path="/booking/recommender" component={RecommenderPage} />
        <Route path="/reservation/guest-detail" component={GuestDetailPage} />
        <Route path="/reservation/confirmation/:number" component={ConfirmationPage} />
        <Route path="/reservation/fail" component={FailPage} />
        <Route path="/503" component={MaintenancePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
