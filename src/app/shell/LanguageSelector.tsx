import { useId, useState } from 'react';
import { showMessage } from '../../lib/app-store';
import { LANGUAGE_NAMES, isLanguage, useLocale, useT } from '../../lib/i18n';
import type { Language } from '../../../contract';
import { changeLanguage } from '../../lib/language';

export function LanguageSelector({ languages }: { languages: readonly Language[] }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // The language asked for while its words load: the menu names it until they have come (then the
  // page speaks it) or could not be loaded (then the menu names the language still shown).
  const [pending, setPending] = useState<Language | null>(null);
  return (
    <div className="y-lang">
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select
        id={id}
        value={pending ?? locale}
        aria-busy={pending ? true : undefined}
        data-testid="language-selector"
        onChange={(e) => {
          const requested = e.target.value;
          if (!isLanguage(requested)) return;
          setPending(requested);
          changeLanguage(requested)
            .catch(() => showMessage('errors.network', 'error'))
            .finally(() => setPending((p) => (p === requested ? null : p)));
        }}
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={l.replace('_', '-')}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
