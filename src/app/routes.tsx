// The route table: where features meet. Each page is its own chunk.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { loadNamespaces, useT } from '../lib/i18n';
import { Loader } from '../ui/Spinner';
import { RootRedirect } from '../features/search/RootRedirect';
// Takes the chat pages' secrets (hand-off token, confirmation token) out of the address before start-up.
import '../features/chat/hand-off';
// Takes LINE Login's code and state out of the address of /sign-in before start-up.
import '../features/line/line-code';

const ResultsPage = page(() => import('../features/search/ResultsPage'), ['search']);
const CancellationPolicyPage = page(() => import('../features/search/CancellationPolicyPage'), ['search']);
const FacilitiesPage = page(() => import('../features/facilities/FacilitiesPage'), ['facilities', 'search']);
const RecommenderPage = page(() => import('../features/recommender/RecommenderPage'), ['recommender', 'search']);
const GuestDetailPage = page(() => import('../features/booking/GuestDetailPage'), ['booking', 'search']);
const ConfirmationPage = page(() => import('../features/booking/ConfirmationPage'), ['booking', 'search']);
const FailPage = page(() => import('../features/booking/FailPage'), ['booking', 'search']);
const MaintenancePage = lazy(() => import('../features/system/MaintenancePage'));
const NotFoundPage = lazy(() => import('../features/system/NotFoundPage'));
const ChatSignInPage = page(() => import('../features/chat/ChatSignInPage'), ['chat']);
const ChatSignUpPage = page(() => import('../features/chat/ChatSignUpPage'), ['chat']);
const ChatSignUpFormPage = page(() => import('../features/chat/ChatSignUpFormPage'), ['chat']);
const ChatSignUpResultPage = page(() => import('../features/chat/ChatSignUpResultPage'), ['chat']);
const ChatSignUpDonePage = page(() => import('../features/chat/ChatSignUpDonePage'), ['chat']);
const IframeTokenPage = page(() => import('../features/chat/IframeTokenPage'), ['chat']);
const IframeChangeLocalePage = page(() => import('../features/chat/IframeChangeLocalePage'), ['chat']);
const LiffPage = page(() => import('../features/line/LiffPage'), ['line']);
const LineSignInPage = page(() => import('../features/line/LineSignInPage'), ['line']);

/**
 * A page's chunk, with the translation namespaces it shows loaded beside it (a page without
 * them would flash its keys). Pages that show only the shell's words use `lazy` alone.
 */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, namespaces: readonly string[]) {
  return lazy(async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0]);
}

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
