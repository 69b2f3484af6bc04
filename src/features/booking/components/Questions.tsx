// The hotel's additional questions: check-in / check-out time, men and women per room (each sets
// the other), free text up to 255 characters with a counter.
import { ANSWER_TEXT_MAX, type AdditionalQuestion } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import type { AnswerDraft } from '../booking-rules';
import { setAnswerText, setMenWomen } from '../booking-store';
import { pickText } from '../text';

interface Props {
  questions: readonly AdditionalQuestion[];
  drafts: Readonly<Record<number, AnswerDraft>>;
  adults: readonly number[];
  errors: Readonly<Record<string, string>>;
}

export function Questions({ questions, drafts, adults, errors }: Props) {
  const t = useT();
  const locale = useLocale();
  if (questions.length === 0) return null;
  return (
    <section className="y-card yb-section" aria-labelledby="yb-questions-title">
      <h2 id="yb-questions-title" className="yb-h2">
        {t('booking.questions.title')}
      </h2>
      {questions.map((q) => {
        const id = `question.${q.id}`;
        const domId = `yb-q-${q.id}`;
        const error = errors[id];
        const errorId = error ? `${domId}-error` : undefined;
        const label = pickText(q.text, locale, q.code);
        const draft = drafts[q.id] ?? { text: '', rooms: [] };
        const errorText = error && (
          <p id={errorId} className="y-field__error">
            {t(`booking.errors.${error}`)}
          </p>
        );
        if (q.question_type === 'number_of_men_women_per_room') {
          return (
            <fieldset key={q.id} className="yb-fieldset" id={domId} tabIndex={-1} aria-describedby={errorId}>
              <legend className="y-field__label">
                {label}
                <RequiredMark required={q.required} />
              </legend>
              {adults.map((a, i) => {
                const r = draft.rooms[i] ?? { men: null, women: null };
                return (
                  <div key={i} className="yb-menwomen">
                    {adults.length > 1 && <p className="yb-menwomen__room">{t('booking.summary.room_n', { n: i + 1 })}</p>}
                    <label className="y-field">
                      <span className="y-field__label">{t('booking.questions.men')}</span>
                      <input className="y-input" type="number" min={0} max={a} value={r.men ?? ''} onChange={(e) => setMenWomen(q.id, i, 'men', Number(e.target.value), a)} data-testid={`men-${i}`} />
                    </label>
                    <label className="y-field">
                      <span className="y-field__label">{t('booking.questions.women')}</span>
                      <input className="y-input" type="number" min={0} max={a} value={r.women ?? ''} onChange={(e) => setMenWomen(q.id, i, 'women', Number(e.target.value), a)} data-testid={`women-${i}`} />
                    </label>
                    <p className="yb-note">{t('booking.questions.adults_total', { n: a })}</p>
                  </div>
                );
              })}
              {errorText}
            </fieldset>
          );
        }
        if (q.answer_type === 'options' && q.options.length > 0) {
          return (
            <div key={q.id} className="y-field yb-field">
              <label className="y-field__label" htmlFor={domId}>
                {label}
                <RequiredMark required={q.required} />
              </label>
              <select id={domId} className="y-select" value={draft.text} aria-invalid={error ? true : undefined} aria-describedby={errorId} onChange={(e) => setAnswerText(q.id, e.target.value)}>
                <option value="">{t('booking.questions.choose')}</option>
                {q.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
              {errorText}
            </div>
          );
        }
        const counterId = `${domId}-count`;
        return (
          <div key={q.id} className="y-field yb-field">
            <label className="y-field__label" htmlFor={domId}>
              {label}
              <RequiredMark required={q.required} />
            </label>
            <textarea
              id={domId}
              className="y-input yb-textarea"
              rows={3}
              maxLength={ANSWER_TEXT_MAX}
              value={draft.text}
              aria-invalid={error ? true : undefined}
              aria-describedby={[counterId, errorId].filter(Boolean).join(' ')}
              onChange={(e) => setAnswerText(q.id, e.target.value)}
            />
            <p id={counterId} className="yb-note yb-counter">
              {t('booking.questions.counter', { n: draft.text.length, max: ANSWER_TEXT_MAX })}
            </p>
            {errorText}
          </div>
        );
      })}
    </section>
  );
}

/** "(required)" or "(optional)" after a question's label, in words. */
function RequiredMark({ required }: { required: boolean }) {
  const t = useT();
  return required ? <span className="yb-required"> {t('booking.fields.required_mark')}</span> : <span className="yb-optional"> {t('booking.fields.optional')}</span>;
}
