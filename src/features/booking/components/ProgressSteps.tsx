// The booking progress (document 1 §4 "Booking steps", hotel-direct: guest details, confirmation).
// The current step is said in words, not by colour alone.
import { useT } from '../../../lib/i18n';

const STEPS = ['guest_details', 'confirmation'] as const;

export function ProgressSteps({ current }: { current: 1 | 2 }) {
  const t = useT();
  return (
    <nav aria-label={t('booking.progress.label')} className="yb-progress" data-testid="progress">
      <p className="visually-hidden" aria-live="polite">
        {t('booking.progress.status', { step: current, total: STEPS.length, name: t(`booking.progress.${STEPS[current - 1]}`) })}
      </p>
      <ol>
        {STEPS.map((s, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={s} className={`yb-progress__step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="yb-progress__num" aria-hidden="true">
                {state === 'done' ? '✓' : n}
              </span>
              <span>{t(`booking.progress.${s}`)}</span>
              {state === 'current' && <span className="visually-hidden"> ({t('booking.progress.current')})</span>}
              {state === 'done' && <span className="visually-hidden"> ({t('booking.progress.done')})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
