import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../lib/app-store';
import { useT } from '../lib/i18n';
import { syncLocaleOnFocus } from '../lib/language';
import { useWidgetLocation } from '../lib/navigation';
import { trackPageView } from '../lib/analytics';
import { tellParent } from '../lib/chatbot';
import { Banner } from '../ui/Banner';
import { Loader } from '../ui/Spinner';
import { Routes, ROUTES_IGNORING_ERRORS } from './routes';
import { Shell } from './shell/Shell';
import { usePageTitle } from '../lib/page-title';
import type { Banner as BannerMessage } from '../lib/app-store';

/** Every page, routed by the widget's location (which never grows the host's history in a chatbot frame). */
export function App() {
  return (
    <Router hook={useWidgetLocation}>
      <Pages />
    </Router>
  );
}

function Pages() {
  const t = useT();
  const [path] = useLocation();
  const { phase, initError } = useSnapshot(appState);
  const ignoresErrors = ROUTES_IGNORING_ERRORS.includes(path);

  useEffect(() => syncLocaleOnFocus(), []);
  // One page view per page the guest lands on: counted once the address has settled, so a route
  // that sends the guest straight on (the root's redirect to the results) is not counted as well.
  useEffect(() => {
    if (phase !== 'ready') return;
    const settled = setTimeout(() => {
      // Another page: the page around the frame hears it (it may bring the frame's top into view).
      if (trackPageView(path)) tellParent('pageChanged', {});
    }, 0);
    return () => clearTimeout(settled);
  }, [phase, path]);

  if (phase === 'starting' && !ignoresErrors) {
    return <Loader label={t('shell.loading')} />;
  }
  return (
    <Shell>
      {initError && !ignoresErrors ? (
        <InitError error={initError} />
      ) : (
        <Routes />
      )}
    </Shell>
  );
}

/** Start-up could not show the hotel: why, in a banner, and the tab says what kind of message it is. */
function InitError({ error }: { error: BannerMessage }) {
  const t = useT();
  usePageTitle(`banner.${error.variant}`);
  return (
    <div data-testid="init-error">
      <Banner variant={error.variant} variantLabel={t(`banner.${error.variant}`)} text={t(error.key, error.params)} />
    </div>
  );
}
