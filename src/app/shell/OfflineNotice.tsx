// "You are offline": shown under the header while the device has no connection. Its live region
// stays in the page, so the change is announced; the state is said in words and by an icon, never
// by colour alone. Nothing on the page is reset meanwhile.
import { useT } from '../../lib/i18n';
import { useOnline } from '../../lib/connectivity';

export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  return (
    <div className={online ? undefined : 'y-offline'} role="status" aria-live="polite" data-testid={online ? undefined : 'offline-notice'}>
      {!online && (
        <div className="y-offline__inner">
          <svg className="y-offline__icon" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" />
            <circle cx="12" cy="19" r="1" fill="currentColor" />
            <path d="M3 3l18 18" />
          </svg>
          <p className="y-offline__text">
            <strong>{t('shell.offline.title')}</strong> <span>{t('shell.offline.text')}</span>
          </p>
        </div>
      )}
    </div>
  );
}
