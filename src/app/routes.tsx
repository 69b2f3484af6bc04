// The route table: where features meet. Each page is its own chunk.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useT } from '../lib/i18n';
import { Loader } from '../ui/Spinner';
import { RootRedirect } from '../features/search/RootRedirect';
// Takes the chat pages' secrets (hand-off token, confirmation token) out of the address before start-up.
import '../features/chat/hand-off';
// Takes LINE Login's code and state out of the address of /sign-in before start-up.
import '../features/line/line-code';

const ResultsPage = lazy(() => import('../features/search/ResultsPage'));
const CancellationPolicyPage = lazy(() => import('../features/search/CancellationPolicyPage'));
const FacilitiesPage = lazy(() => import('../features/facilities/FacilitiesPage'));
const RecommenderPage = lazy(() => import('../features/recommender/RecommenderPage'));
const GuestDetailPage = lazy(() => import('../features/booking/GuestDetailPage'));
const ConfirmationPage = lazy(() => import('../features/booking/ConfirmationPage'));
const FailPage = lazy(() => import('../features/booking/FailPage'));
const MaintenancePage = lazy(() => import('../features/system/MaintenancePage'));
const NotFoundPage = lazy(() => import('../features/system/NotFoundPage'));
const ChatSignInPage = lazy(() => import('../features/chat/ChatSignInPage'));
const ChatSignUpPage = lazy(() => import('../features/chat/ChatSignUpPage'));
const ChatSignUpFormPage = lazy(() => import('../features/chat/ChatSignUpFormPage'));
const ChatSignUpResultPage = lazy(() => import('../features/chat/ChatSignUpResultPage'));
const ChatSignUpDonePage = lazy(() => import('../features/chat/ChatSignUpDonePage'));
const IframeTokenPage = lazy(() => import('../features/chat/IframeTokenPage'));
const IframeChangeLocalePage = lazy(() => import('../features/chat/IframeChangeLocalePage'));
const LiffPage = lazy(() => import('../features/line/LiffPage'));
const LineSignInPage = lazy(() => import('../features/line/LineSignInPage'));

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
        <Route path="/chat-sign-in" component={ChatSignInPage} />
        <Route path="/chat-sign-up" component={ChatSignUpPage} />
        <Route path="/chat-sign-up-form" component={ChatSignUpFormPage} />
        <Route path="/chat-sign-up-result" component={ChatSignUpResultPage} />
        <Route path="/chat-sign-up-done" component={ChatSignUpDonePage} />
        <Route path="/iframe-token" component={IframeTokenPage} />
        <Route path="/iframe-liff-token" component={IframeTokenPage} />
        <Route path="/iframe-change-locale" component={IframeChangeLocalePage} />
        <Route path="/liff" component={LiffPage} />
        <Route path="/sign-in" component={LineSignInPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
