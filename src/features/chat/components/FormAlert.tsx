// The form's answer from the server, said in words and announced at once.
import { forwardRef } from 'react';
import { useT } from '../../../lib/i18n';
import type { Problem } from '../errors';

export const FormAlert = forwardRef<HTMLDivElement, { problem: Problem | null; testId?: string }>(function FormAlert({ problem, testId = 'form-error' }, ref) {
  const t = useT();
  return (
    <div ref={ref} tabIndex={-1} className="yc-alert-slot">
      {problem && (
        <div className="y-banner y-banner--error" role="alert" data-testid={testId}>
          <span className="y-banner__icon" aria-hidden="true">
            !
          </span>
          <span className="y-banner__text">
            <span className="visually-hidden">{t('banner.error')}: </span>
            {t(problem.key, problem.params)}
          </span>
        </div>
      )}
    </div>
  );
});
