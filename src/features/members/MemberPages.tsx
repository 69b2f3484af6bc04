// The member screens other than sign-in, loaded together: a member moving between them (sign-up to
// its result, account to reservations) waits for no further chunk.
import { Route, Switch } from 'wouter';
import ChangePasswordPage from './ChangePasswordPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import MemberConfirmationPage from './MemberConfirmationPage';
import MemberDeletedPage from './MemberDeletedPage';
import ProfilePage from './ProfilePage';
import ResendConfirmationPage from './ResendConfirmationPage';
import ReservationsPage from './ReservationsPage';
import SignOutPage from './SignOutPage';
import SignUpDonePage from './SignUpDonePage';
import SignUpPage from './SignUpPage';
import SignUpResultPage from './SignUpResultPage';
import SsoCallbackPage from './SsoCallbackPage';

export default function MemberPages() {
  return (
    <Switch>
      <Route path="/sign-out" component={SignOutPage} />
      <Route path="/sign-up" component={SignUpPage} />
      <Route path="/sign-up-result" component={SignUpResultPage} />
      <Route path="/sign-up-done" component={SignUpDonePage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/change-password" component={ChangePasswordPage} />
      <Route path="/member-confirmation" component={MemberConfirmationPage} />
      <Route path="/resend-confirmation-email" component={ResendConfirmationPage} />
      <Route path="/sso/custom/callback" component={SsoCallbackPage} />
      <Route path="/my-account" component={ProfilePage} />
      <Route path="/my-account/profile" component={ProfilePage} />
      <Route path="/my-account/reservations" component={ReservationsPage} />
      <Route path="/member-deleted-confirmation" component={MemberDeletedPage} />
    </Switch>
  );
}
