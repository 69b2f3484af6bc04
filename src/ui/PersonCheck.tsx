// The person check inside a sign-in form, shown once the booking API asks for it (the account's
// failed sign-ins reached the ceiling at a hotel that switched the check on): Cloudflare
// Turnstile's widget, or the development sandbox's "I am a person" box. It hands its token to the
// form, which sends it with the next sign-in; what was typed in the form is the form's and stays.
// Loaded only when asked for (ui/lazy-person-check.ts), with its words.
import { useEffect, useId, useRef, useState } from 'react';
import type { SignInChallenge } from '../../contract';
import { useLocale, useT } from '../lib/i18n';
import { sandboxToken, showTurnstile, signInChallenge } from '../lib/person-check';
import './person-check.css';

export interface PersonCheckProps {
  hotelCode: string;
  /** The token once the check is passed; null while it is not (not yet, expired, failed). */
  onToken(token: string | null): void;
}

interface BoxProps {
  siteKey: string;
  describedBy: string;
  onToken(token: string | null): void;
  onError(): void;
}

/** The development sandbox: a plain checkbox, the API's sandbox hands out the token. */
function SandboxBox({ siteKey, describedBy, onToken, onError }: BoxProps) {
  const t = useT();
  const [state, setState] = useState<'open' | 'asking' | 'passed'>('open');
  const change = async (checked: boolean) => {
    if (!checked) {
      setState('open');
      onToken(null);
      return;
    }
    setState('asking');
    try {
      onToken(await sandboxToken(siteKey));
      setState('passed');
    } catch {
      setState('open');
      onError();
    }
  };
  return (
    <>
      <label className="y-check yp-check">
        <input
          type="checkbox"
          checked={state !== 'open'}
          disabled={state === 'asking'}
          aria-describedby={describedBy}
          data-testid="person-check-box"
          onChange={(e) => void change(e.target.checked)}
        />
        <span>{t('person_check.sandbox_label')}</span>
      </label>
      <p className="y-field__hint">{t('person_check.sandbox_note')}</p>
    </>
  );
}

/** Cloudflare Turnstile's own widget, in the member's language. */
function TurnstileBox({ siteKey, onToken, onError }: BoxProps) {
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const events = useRef({ onToken, onError });
  useEffect(() => {
    events.current = { onToken, onError };
  });
  useEffect(() => {
    if (!container.current) return undefined;
    return showTurnstile(container.current, siteKey, locale, {
      onToken: (token) => events.current.onToken(token),
      onError: () => events.current.onError(),
    });
  }, [siteKey, locale]);
  return <div ref={container} className="yp-turnstile" data-testid="person-check-turnstile" />;
}

export default function PersonCheck({ hotelCode, onToken }: PersonCheckProps) {
  const t = useT();
  const id = useId();
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [passed, setPassed] = useState(false);
  /** Each try again shows the check afresh. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    signInChallenge(hotelCode).then(
      (answer) => {
        if (live) setChallenge(answer);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [hotelCode, round]);

  const token = (value: string | null) => {
    setPassed(value !== null);
    onToken(value);
  };
  const tryAgain = () => {
    setFailed(false);
    setChallenge(null);
    setRound((r) => r + 1);
  };
  const box: BoxProps = { siteKey: challenge?.site_key ?? '', describedBy: `${id}-lead`, onToken: token, onError: () => setFailed(true) };

  return (
    <fieldset className="yp-check-box" data-testid="person-check">
      <legend className="yp-title">{t('person_check.title')}</legend>
      <p id={`${id}-lead`} className="y-field__hint">
        {t('person_check.lead')}
      </p>
      {!challenge && !failed && (
        <p className="y-muted" role="status">
          {t('person_check.loading')}
        </p>
      )}
      {challenge?.provider === 'sandbox' && <SandboxBox key={round} {...box} />}
      {challenge?.provider === 'turnstile' && <TurnstileBox key={round} {...box} />}
      <p className="yp-status" role="status" aria-live="polite" data-testid="person-check-status">
        {passed ? t('person_check.done') : ''}
      </p>
      {failed && (
        <div className="yp-failed" role="alert">
          <p className="y-field__error">{t('person_check.failed')}</p>
          <button type="button" className="y-button y-button--quiet" onClick={tryAgain}>
            {t('person_check.retry')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
