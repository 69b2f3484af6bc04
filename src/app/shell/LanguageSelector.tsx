import { useId } from 'react';
import { LANGUAGE_NAMES, isLanguage, useLocale, useT } from '../../lib/i18n';
import type { Language } from '../../../contract';
import { changeLanguage } from '../../lib/language';

export function LanguageSelector({ languages }: { languages: readonly Language[] }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className="y-lang">
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <span aria-hidden="true">🌐</span>
      <select
        id={id}
        value={locale}
        data-testid="language-selector"
        onChange={(e) => {
          if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
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
