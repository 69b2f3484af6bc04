// The hotel's additional questions at booking: check-in / check-out time, men and women per room
// (each sets the other), free text up to 255 characters with a counter (ui/QuestionField, as the
// manage screens answer them again), and files (FileQuestion).
import { ANSWER_TEXT_MAX, type AdditionalQuestion } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { emptyAnswer, isFileQuestion, questionLabel } from '../../../lib/question-answers';
import { QuestionField } from '../../../ui/QuestionField';
import { answerQuestion } from '../add-ons-store';
import type { AnswerDraft } from '../booking-rules';
import { FileQuestion } from './FileQuestion';

interface Props {
  questions: readonly AdditionalQuestion[];
  drafts: Readonly<Record<number, AnswerDraft>>;
  /** The adults of each booked room, in order. */
  adults: readonly number[];
  errors: Readonly<Record<string, string>>;
}

export function QuestionsSection({ questions, drafts, adults, errors }: Props) {
  const t = useT();
  const locale = useLocale();
  if (questions.length === 0) return null;
  const rooms = adults.map((a, i) => ({ adults: a, name: adults.length > 1 ? t('booking.summary.room_n', { n: i + 1 }) : undefined }));
  return (
    <section className="y-card yb-section" aria-labelledby="yb-questions-title">
      <h2 id="yb-questions-title" className="yb-h2">
        {t('booking.questions.title')}
      </h2>
      {questions.map((q) => {
        const domId = `yb-q-${q.id}`;
        const error = errors[`question.${q.id}`];
        const label = questionLabel(q, locale);
        const draft = drafts[q.id] ?? emptyAnswer();
        if (isFileQuestion(q)) {
          return <FileQuestion key={q.id} questionId={q.id} domId={domId} label={label} required={q.required} draft={draft} error={error} />;
        }
        return (
          <QuestionField
            key={q.id}
            question={q}
            id={domId}
            label={label}
            value={draft}
            rooms={rooms}
            onAnswer={(change) => answerQuestion(q.id, change)}
            error={error ? t(`booking.errors.${error}`) : undefined}
            maxLength={ANSWER_TEXT_MAX}
            classPrefix="yb"
            setClassName="yb-fieldset"
            words={{
              required: t('booking.fields.required_mark'),
              optional: t('booking.fields.optional'),
              choose: t('booking.questions.choose'),
              men: t('booking.questions.men'),
              women: t('booking.questions.women'),
              counter: (n) => t('booking.questions.counter', { n, max: ANSWER_TEXT_MAX }),
              adultsTotal: (n) => t('booking.questions.adults_total', { n }),
            }}
          />
        );
      })}
    </section>
  );
}
