// /iframe-change-locale?locale=…&target=… (document 1 §2): the parent sets the widget's language,
// one the hotel offers (else the hotel's first), and the widget continues to the `target` path.
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { LanguageSchema, type Language } from '../../../contract';
import { appState } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { changeLanguage } from '../../lib/language';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import './chat.css';
import { safeTarget } from './targets';

export default function IframeChangeLocalePage() {
  const t = useT();
  usePageTitle('chat.titles.change_locale');
  const [, navigate] = useLocation();
  const search = useSearch();
  // Read once: changing the language takes `locale` out of the address.
  const [{ requested, target }] = useState(() => {
    const query = new URLSearchParams(search);
    return { requested: query.get('locale'), target: safeTarget(query.get('target')) };
  });
  const { init } = useSnapshot(appState);
  const offered = (init?.available_languages ?? []) as readonly Language[];
  const parsed = LanguageSchema.safeParse(requested);
  // A language the hotel does not offer falls back to its first (document 1 §4 "Language change").
  const locale = parsed.success && offered.includes(parsed.data) ? parsed.data : (offered[0] ?? null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!locale) return;
    let live = true;
    changeLanguage(locale).then(
      () => live && navigate(target, { replace: true }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [locale, target, navigate]);

  if (locale && !failed) return <Loader label={t('chat.change_locale.working')} />;
  return (
    <div className="yc-page" data-testid="change-locale">
      <h1 className="y-title">{t('chat.change_locale.title')}</h1>
      <div className="y-card yc-stack">
        <p role="alert" className="y-field__error" data-testid="change-locale-error">
          {failed ? t('chat.errors.generic') : t('chat.change_locale.not_offered', { locale: requested ?? '' })}
        </p>
        <Link href={target} className="y-button yc-wide">
          {t('chat.change_locale.continue')}
        </Link>
      </div>
    </div>
  );
}
