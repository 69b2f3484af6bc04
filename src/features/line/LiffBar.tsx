// Inside LINE, under every screen: a permanent link to share the current screen, and after a
// booking the way back to the LINE chat (liff.closeWindow). Mounted only when LIFF started.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useT } from '../../lib/i18n';
import { lineState } from './line-store';
import './line.css';

function LiffBar() {
  const t = useT();
  const [path] = useBrowserLocation();
  const { liff } = useSnapshot(lineState);
  const [shared, setShared] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (!liff) return null;
  const booked = path.startsWith('/reservation/confirmation/');
  const share = async () => {
    try {
      const link = await liff.permanentLink(location.href);
      await navigator.clipboard.writeText(link);
      setShared('copied');
    } catch {
      setShared('failed');
    }
  };
  return (
    <nav className="y-line__bar" aria-label={t('line.bar_label')} data-testid="liff-bar">
      {booked && liff.environment === 'liff' && (
        <button type="button" className="y-button" data-testid="liff-back-to-chat" onClick={() => liff.close()}>
          {t('line.back_to_chat')}
        </button>
      )}
      <button type="button" className="y-button y-button--quiet" onClick={() => void share()}>
        {t('line.share_link')}
      </button>
      <span role="status" className="y-line__status">
        {shared === 'copied' ? t('line.link_copied') : shared === 'failed' ? t('line.link_failed') : ''}
      </span>
    </nav>
  );
}

export function mountLiffBar(): void {
  const host = document.createElement('div');
  host.id = 'yadori-liff-bar';
  document.body.appendChild(host);
  createRoot(host).render(<LiffBar />);
}
