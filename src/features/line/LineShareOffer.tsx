// After a booking inside LINE: post the confirmation into the chat the LIFF app was opened from
// (when LINE allows it there), and share the hotel with friends through LINE's share target
// picker. Each ending is said in words in a live region. Loaded only when LIFF started.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { LiffSession } from '../../../liff';
import type { AfterBookingProps } from '../../lib/after-booking';
import { useLocale, useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { confirmationMessage, hotelShareMessage } from './line-flex';
import { lineState } from './line-store';
import './line.css';

type LineShareOfferProps = AfterBookingProps;

type Outcome = 'post_sent' | 'post_cancelled' | 'post_failed' | 'share_sent' | 'share_cancelled' | 'share_failed';

/** The hotel's page of the widget: its plain address, naming the hotel only. */
function hotelUrl(): string {
  return new URL(hotelPath('/'), location.origin).href;
}

function Offer({ liff, reservation, hotelName, price }: LineShareOfferProps & { liff: LiffSession }) {
  const t = useT();
  const locale = useLocale();
  const [canPost, setCanPost] = useState<boolean | null>(null);
  const [busy, setBusy] = useState<'post' | 'share' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const canShare = liff.canShare();

  useEffect(() => {
    let live = true;
    void liff.canPostToChat().then((yes) => {
      if (live) setCanPost(yes);
    });
    return () => {
      live = false;
    };
  }, [liff]);

  if (canPost === null || (!canPost && !canShare)) return null;

  // Buttons stay focusable while LINE works (aria-disabled), so the keyboard keeps its place.
  const post = async () => {
    if (busy) return;
    setBusy('post');
    setOutcome(null);
    try {
      const done = await liff.postToChat([confirmationMessage({ reservation, hotelName, price, hotelUrl: hotelUrl(), locale }, t)]);
      setOutcome(done === 'sent' ? 'post_sent' : 'post_cancelled');
    } catch (err) {
      console.warn('[liff] sendMessages failed', err);
      setOutcome('post_failed');
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    if (busy) return;
    setBusy('share');
    setOutcome(null);
    try {
      const done = await liff.share([hotelShareMessage({ hotelName, hotelUrl: hotelUrl(), locale }, t)]);
      setOutcome(done === 'sent' ? 'share_sent' : 'share_cancelled');
    } catch (err) {
      console.warn('[liff] shareTargetPicker failed', err);
      setOutcome('share_failed');
    } finally {
      setBusy(null);
    }
  };

  const failed = outcome === 'post_failed' || outcome === 'share_failed';
  return (
    <section className="y-card y-line-share" aria-labelledby="line-share-title" data-testid="line-share">
      <h2 id="line-share-title" className="yb-h2">
        {t('line_share.title')}
      </h2>
      <p className="y-muted">{t('line_share.intro')}</p>
      <div className="y-line-share__actions">
        {canPost && (
          <button type="button" className="y-button y-line__login" data-testid="line-post" onClick={() => void post()} aria-disabled={busy !== null} aria-busy={busy === 'post'}>
            {busy === 'post' ? t('line_share.posting') : t('line_share.post')}
          </button>
        )}
        {canShare && (
          <button type="button" className="y-button y-button--quiet" data-testid="line-share-hotel" onClick={() => void share()} aria-disabled={busy !== null} aria-busy={busy === 'share'}>
            {busy === 'share' ? t('line_share.sharing') : t('line_share.share')}
          </button>
        )}
      </div>
      <p role="status" className={failed ? 'y-line-share__status y-line-share__status--failed' : 'y-line-share__status'} data-testid="line-share-status">
        {outcome ? t(`line_share.${outcome}`) : ''}
      </p>
    </section>
  );
}

export default function LineShareOffer(props: LineShareOfferProps) {
  const { liff } = useSnapshot(lineState);
  // Only a finished booking is worth telling the chat about.
  if (!liff || props.reservation.status !== 'done') return null;
  return <Offer liff={liff} {...props} />;
}
