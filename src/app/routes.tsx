// The route table: where features meet. Each page is its own chunk, but for the member and
// manage screens, which come a feature to a chunk.
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { loadNamespaces, useT } from '../lib/i18n';
import { Loader } from '../ui/Spinner';
import { RootRedirect } from '../features/search/RootRedirect';
// Takes the chat pages' secrets (hand-off token, confirmation token) out of the address before start-up.
import '../features/chat/hand-off';
// Takes LINE Login's code and state out of the address of /sign-in before start-up.
import { heldLineCode, onLineCodeHeld } from '../features/line/line-code';
// Takes the member pages' secrets (confirmation and reset tokens, sign-on code) out of the address before start-up.
import '../features/members/address-secrets';
// Takes the bypass token of a results link in update mode out of the address before start-up.
import '../features/search/update-mode-address';
import { RECOMMENDER_WIDGET_PATH } from '../features/recommender/widget-path';
import { offerPages } from '../lib/offered-pages';
import { MEMBER_PAGE_PATHS } from '../features/members/paths';
import { MANAGE_PAGE_PATHS } from '../features/manage/paths';

const ResultsPage = page(() => import('../features/search/ResultsPage'), ['search']);
const CancellationPolicyPage = page(() => import('../features/search/CancellationPolicyPage'), ['search']);
const FacilitiesPage = page(() => import('../features/facilities/FacilitiesPage'), ['facilities', 'search']);
const RecommenderPage = page(() => import('../features/recommender/RecommenderPage'), ['recommender', 'search']);
const RecommenderWidgetPage = page(() => import('../features/recommender/RecommenderWidgetPage'), ['recommender_widget', 'recommender']);
const GuestDetailPage = page(() => import('../features/booking/GuestDetailPage'), ['booking', 'search']);
const ConfirmationPage = page(() => import('../features/booking/ConfirmationPage'), ['booking', 'search']);
const FailPage = page(() => import('../features/booking/FailPage'), ['booking', 'search']);
const MaintenancePage = page(() => import('../features/system/MaintenancePage'), ['maintenance']);
const NotFoundPage = page(() => import('../features/system/NotFoundPage'), ['not_found']);
const ChatSignInPage = page(() => import('../features/chat/ChatSignInPage'), ['chat']);
/** LINE, Facebook and single sign-on on the chat's sign-in page: the member pages' buttons, loaded when the hotel offers one. */
const SignOnPanel = page(() => import('../features/members/components/SignOnPanel'), ['members']);
const ChatSignUpPage = page(() => import('../features/chat/ChatSignUpPage'), ['chat']);
const ChatSignUpFormPage = page(() => import('../features/chat/ChatSignUpFormPage'), ['chat']);
const ChatSignUpResultPage = page(() => import('../features/chat/ChatSignUpResultPage'), ['chat']);
const ChatSignUpDonePage = page(() => import('../features/chat/ChatSignUpDonePage'), ['chat']);
const IframeTokenPage = page(() => import('../features/chat/IframeTokenPage'), ['chat']);
const IframeChangeLocalePage = page(() => import('../features/chat/IframeChangeLocalePage'), ['chat']);
const LiffPage = page(() => import('../features/line/LiffPage'), ['line']);
const LineSignInPage = page(() => import('../features/line/LineSignInPage'), ['line']);
const SignInPage = page(() => import('../features/members/SignInPage'), ['members']);
/** Each feature's other screens come in one chunk (see the feature's paths.ts). */
const MemberPages = page(() => import('../features/members/MemberPages'), ['members']);
const ManagePages = page(() => import('../features/manage/ManagePages'), ['manage']);

/**
 * /sign-in: LINE Login's answer (line_code in the address, or handed over by a framed widget's
 * sign-in window) finishes on the LINE page; otherwise the member sign-in. The answer is taken
 * once: the LINE page spends it and stays until the member leaves.
 */
/** LINE Login's answer, once one is held: it is spent on the LINE page instead of the sign-in form. */
function useLineAnswer() {
  const held = useSyncExternalStore(onLineCodeHeld, heldLineCode);
  const [answer, setAnswer] = useState(held);
  if (held && held !== answer) setAnswer(held);
  return answer;
}

function SignInRoute() {
  const answer = useLineAnswer();
  return answer ? <LineSignInPage key={answer.state ?? ''} answer={answer} /> : <SignInPage />;
}

/** The chat's sign-in takes LINE Login's answer too (document 1 §2: line_code, line_state, line_redirect). */
function ChatSignInRoute() {
  const answer = useLineAnswer();
  return answer ? <LineSignInPage key={answer.state ?? ''} answer={answer} /> : <ChatSignInPage SignOn={SignOnPanel} />;
}

/** Pages the login menu and the member screens may link to. */
offerPages(['/sign-in', '/sign-up', '/forgot-password', '/resend-confirmation-email', '/my-account/profile', '/my-account/reservations']);

/**
 * A page's chunk, with the translation namespaces it shows loaded beside it (a page without
 * them would flash its keys).
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
        <Route path={RECOMMENDER_WIDGET_PATH} component={RecommenderWidgetPage} />
        <Route path="/reservation/guest-detail" component={GuestDetailPage} />
        <Route path="/reservation/confirmation/:number" component={ConfirmationPage} />
        <Route path="/reservation/fail" component={FailPage} />
        {MANAGE_PAGE_PATHS.map((path) => (
          <Route key={path} path={path} component={ManagePages} />
        ))}
        <Route path="/503" component={MaintenancePage} />
        <Route path="/chat-sign-in" component={ChatSignInRoute} />
        <Route path="/chat-sign-up" component={ChatSignUpPage} />
        <Route path="/chat-sign-up-form" component={ChatSignUpFormPage} />
        <Route path="/chat-sign-up-result" component={ChatSignUpResultPage} />
        <Route path="/chat-sign-up-done" component={ChatSignUpDonePage} />
        <Route path="/iframe-token" component={IframeTokenPage} />
        <Route path="/iframe-liff-token" component={IframeTokenPage} />
        <Route path="/iframe-change-locale" component={IframeChangeLocalePage} />
        <Route path="/liff" component={LiffPage} />
        <Route path="/sign-in" component={SignInRoute} />
        {MEMBER_PAGE_PATHS.map((path) => (
          <Route key={path} path={path} component={MemberPages} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
