// Language change (document 1 §4): store the choice, re-render in it, drop `locale` from the
// query, and let features clear what was fetched in the old language. On window focus the
// stored choice (perhaps changed in another tab) is taken up again.
import type { Language } from '../../contract';
import { localeState, resolveLocale, setLocale, storedLocale, storeLocale } from './i18n';
import { appState } from './app-store';

type Listener = (locale: Language) => void;
const listeners = new Set<Listener>();

/** Features register what to clear (rooms, plans …) when the language changes. */
export function onLanguageChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function allowed(locale: Language): Language {
  return resolveLocale({ stored: locale, available: appState.init?.available_languages });
}

export async function changeLanguage(requested: Language): Promise<void> {
  const locale = allowed(requested);
  const params = new URLSearchParams(location.search);
  if (params.has('locale')) {
    params.delete('locale');
    const q = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
  }
  if (locale === localeState.locale) return storeLocale(locale);
  // Loaded first: a language whose words cannot be loaded is neither shown nor remembered.
  await setLocale(locale);
  storeLocale(locale);
  for (const l of listeners) l(locale);
}

export function syncLocaleOnFocus(): () => void {
  const handler = () => {
    const stored = storedLocale();
    if (!stored) return;
    const locale = resolveLocale({ stored, available: appState.init?.available_languages });
    if (locale !== localeState.locale) void setLocale(locale).then(() => listeners.forEach((l) => l(locale)));
  };
  window.addEventListener('focus', handler);
  return () => window.removeEventListener('focus', handler);
}
