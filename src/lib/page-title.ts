import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from './app-store';
import { useLocale, useT } from './i18n';
import { hotelName } from './hotel-text';

/** Sets the document title: "<page> | <hotel>". */
export function usePageTitle(key: string): void {
  const t = useT();
  const locale = useLocale();
  const { init } = useSnapshot(appState);
  const settings = init?.booking_widget_setting_attributes;
  useEffect(() => {
    const page = t(key);
    document.title = settings ? `${page} | ${hotelName(settings, locale)}` : page;
  }, [t, key, settings, locale]);
}
