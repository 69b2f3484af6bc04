// The other ways the hotel offers to sign in, for the chat's sign-in page (the route hands it to
// that page): LINE, Facebook and the brand's single sign-on. They end where the member pages'
// sign-ons end (the LINE page, the single sign-on callback, Facebook in the page), and every one
// of them tells the chat as the password does: `login` and the session at once, then the chatbot
// user is linked and `triplabotSynced` said. Loaded only when the hotel offers one of them, with
// the member pages' strings; the sign-up details form only when Facebook asks for them.
import { lazy, Suspense, useState } from 'react';
import type { Problem } from '../problems';
import { SignOnButtons } from './SignOnButtons';
import type { FacebookOutcome } from '../facebook-sign-in';
import '../members.css';

const SocialProfileForm = lazy(() => import('./SocialProfileForm').then((m) => ({ default: m.SocialProfileForm })));

export interface SignOnPanelProps {
  hotelCode: string;
  /** Where the member goes once signed in (a path of this widget). */
  target: string;
  /** A password form is above: the buttons are introduced as another way ("or"). */
  passwordOffered: boolean;
  /** Facebook finished in the page. */
  onSignedIn(): void;
  onProblem(problem: Problem | null): void;
}

export default function SignOnPanel({ hotelCode, target, passwordOffered, onSignedIn, onProblem }: SignOnPanelProps) {
  const [social, setSocial] = useState<{ outcome: Extract<FacebookOutcome, { kind: 'needs_profile' }>; appId: string } | null>(null);
  if (social) {
    return (
      <Suspense fallback={null}>
        <SocialProfileForm hotelCode={hotelCode} appId={social.appId} accessToken={social.outcome.accessToken} prefill={social.outcome.prefill} onSignedIn={onSignedIn} />
      </Suspense>
    );
  }
  return <SignOnButtons hotelCode={hotelCode} returnTo={target} onProblem={onProblem} onSignedIn={onSignedIn} onNeedsProfile={(outcome, appId) => setSocial({ outcome, appId })} showsDivider={passwordOffered} />;
}
