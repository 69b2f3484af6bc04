// Header, banners, page and footer (document 1 §2 "Header, footer, login menu, selectors").
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useLocale, useT } from '../../lib/i18n';
import { hotelName } from '../../lib/hotel-text';
import { Banner } from '../../ui/Banner';
import { HeaderSlotTarget } from '../../ui/HeaderSlot';
import { appState, dismissGlobalError, dismissMessage } from '../../lib/app-store';
import { hotelPath } from '../../lib/navigation';
import { showChatbot, tellParent } from '../../lib/chatbot';
import { RECOMMENDER_WIDGET_PATH } from '../../features/recommender/widget-path';
import { OfflineNotice } from './OfflineNotice';

/** Shown once the hotel's languages have come (with its settings): its code comes beside them, not with the first screen. */
const LanguageSelector = lazy(() => import('./LanguageSelector').then((m) => ({ default: m.LanguageSelector })));

// Neither is needed for the first paint: their code comes right after the shell's. Hotel HTML
// shows only once sanitised anyway, and the sanitiser is its own chunk.
const HotelHtml = lazy(() => import('./HotelHtml').then((m) => ({ default: m.HotelHtml })));
const LoginMenu = lazy(() => import('../../features/members/LoginMenu').then((m) => ({ default: m.LoginMenu })));

/** Routes shown as a bare box on a hotel's own page: no header, footer or skip link around them. */
const BARE_ROUTES: readonly string[] = [RECOMMENDER_WIDGET_PATH];

/** Routes on which the language selector is not offered (mid-booking). */
const NO_LANGUAGE_SELECTOR = ['/reservation/guest-detail', '/reservation/payment'];

function useHotelColours(): void {
  const { init } = useSnapshot(appState);
  const s = init?.booking_widget_setting_attributes;
  // The colours themselves, not the settings object, decide whether they are set again.
  const header = s?.header_color;
  const headerText = s?.header_text_color;
  const button = s?.button_color;
  const buttonText = s?.button_text_color;
  useEffect(() => {
    if (header === undefined || headerText === undefined || button === undefined || buttonText === undefined) return;
    const root = document.documentElement.style;
    root.setProperty('--y-header', header);
    root.setProperty('--y-header-text', headerText);
    root.setProperty('--y-button', button);
    root.setProperty('--y-button-text', buttonText);
  }, [header, headerText, button, buttonText]);
}

function Banners() {
  const t = useT();
  const { globalError, globalMessage } = useSnapshot(appState);
  if (!globalError && !globalMessage) return null;
  return (
    <div className="y-banners">
      {globalError && (
        <Banner variant="error" variantLabel={t('banner.error')} text={t(globalError.key, globalError.params)} dismissLabel={t('banner.dismiss')} onDismiss={dismissGlobalError} />
      )}
      {globalMessage && (
        <Banner
          variant={globalMessage.variant}
          variantLabel={t(`banner.${globalMessage.variant}`)}
          text={t(globalMessage.key, globalMessage.params)}
          dismissLabel={t('banner.dismiss')}
          onDismiss={dismissMessage}
        />
      )}
    </div>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [path] = useLocation();
  const { init, chatbotFrame } = useSnapshot(appState);
  useHotelColours();
  const settings = init?.booking_widget_setting_attributes;
  const name = settings ? hotelName(settings, locale) : 'Yadori';
  const placeholders = { facilityName: name, brandName: settings?.hotel_brand_name ?? '' };
  const languages = init?.available_languages ?? [];
  const showLanguages = languages.length > 1 && !chatbotFrame && !NO_LANGUAGE_SELECTOR.includes(path);
  // The chatbot's frame is a panel inside the hotel's own page, which already wears the hotel's
  // header and footer: the frame shows the plain name and keeps the hotel's HTML (and the
  // sanitiser it needs) out of the chat.
  const headerHtml = chatbotFrame ? undefined : settings?.website_header_html;
  const footerHtml = chatbotFrame ? undefined : settings?.website_footer_html;
  const css = chatbotFrame ? undefined : settings?.compiled_website_header_css;

  if (BARE_ROUTES.includes(path)) {
    return (
      <>
        <Banners />
        <main id="main" className="y-main" tabIndex={-1}>
          {children}
        </main>
      </>
    );
  }

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skip_to_content')}
      </a>
      {css && <style>{css.replace(/<\/style/gi, '')}</style>}
      <header className="y-header">
        <div className="y-header__bar">
          {headerHtml ? (
            <Suspense fallback={null}>
              <HotelHtml className="y-header__custom" html={headerHtml} placeholders={placeholders} />
            </Suspense>
          ) : (
            <a className="y-header__brand" href={hotelPath('/')}>
              {settings?.logo_url ? <img src={settings.logo_url} alt={name} /> : <span className="y-header__name">{name}</span>}
            </a>
          )}
          <HeaderSlotTarget className="y-header__slot" />
          {showLanguages && (
            <Suspense fallback={null}>
              <LanguageSelector languages={languages} />
            </Suspense>
          )}
          {!chatbotFrame && (
            // The chat keeps its own sign-in: the menu (and its code) stays out of its frame.
            <Suspense fallback={null}>
              <LoginMenu />
            </Suspense>
          )}
          {chatbotFrame && (
            // Back to the conversation: the parent brings its chat to the front (show-chatbot).
            <button type="button" className="y-header__chat" data-testid="chatbot-show" onClick={showChatbot}>
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
                <path d="M4 5h16v11H9l-5 4z" />
              </svg>
              <span>{t('shell.back_to_chat')}</span>
            </button>
          )}
          {chatbotFrame && (
            // Inside the chatbot the parent closes the frame (document 1 §2 "Close button").
            <button type="button" className="y-header__close" aria-label={t('shell.close')} data-testid="chatbot-close" onClick={() => tellParent('close', {})}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      </header>
      <OfflineNotice />
      <Banners />
      <main id="main" className="y-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="y-footer">
        <div className="y-footer__inner">
          {footerHtml ? (
            <Suspense fallback={null}>
              <HotelHtml className="y-footer__custom" html={footerHtml} placeholders={placeholders} />
            </Suspense>
          ) : (
            <span>{t('shell.powered_by')}</span>
          )}
        </div>
      </footer>
    </>
  );
}
