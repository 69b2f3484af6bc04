// The screens of managing a reservation, loaded together: look-up leads to the manage page, and
// from it to cancel, change, receipt, guests and questions without waiting for another chunk.
import { Route, Switch } from 'wouter';
import CancelPage from './CancelPage';
import GuestsPage from './GuestsPage';
import LookupPage from './LookupPage';
import ManagePage from './ManagePage';
import QuestionsPage from './QuestionsPage';
import ReceiptPage from './ReceiptPage';
import ReviewPage from './ReviewPage';
import UpdatePage from './UpdatePage';

export default function ManagePages() {
  return (
    <Switch>
      <Route path="/search" component={LookupPage} />
      <Route path="/reservation/manage/:number" component={ManagePage} />
      <Route path="/reservation/manage/:number/cancel" component={CancelPage} />
      <Route path="/reservation/manage/:number/update" component={UpdatePage} />
      <Route path="/reservation/manage/:number/receipt" component={ReceiptPage} />
      <Route path="/reservation/manage/:number/guests" component={GuestsPage} />
      <Route path="/reservation/manage/:number/questions" component={QuestionsPage} />
      <Route path="/review-reservation/:number" component={ReviewPage} />
    </Switch>
  );
}
