// The hotel's additional questions: check-in / check-out time, men and women per room (each sets
// the other), free text up to 255 characters with a counter, and files (each uploads as soon as it
// is chosen, with its progress; up to 30, 80 MB each).
import { useSnapshot } from 'valtio';
import { ANSWER_TEXT_MAX, ATTACHMENT_ACCEPT, LIMITS, type AdditionalQuestion } from '../../../../contract';
import { htmlLang, useLocale, useT } from '../../../lib/i18n';
import { attachmentNotices, chooseFiles, formatSize, MAX_FILE_MB, removeFile, uploadProgress } from '../attachments';
import { isFileQuestion, type AnswerDraft } from '../booking-rules';
import { setAnswerText, setMenWomen } from '../booking-store';
import { pickText } from '../text';
import { AnswerField } from '../../../ui/AnswerField';
import { NumberInput } from '../../../ui/NumberInput';
import '../attachments.css';

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
        if (isFileQuestion(q)) {
          return <FileQuestion key={q.id} questionId={q.id} domId={domId} label={label} required={q.required} draft={draft} error={error} />;
        }
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
                      <NumberInput className="y-input" min={0} max={a} value={r.men} onValue={(n) => setMenWomen(q.id, i, 'men', n, a)} data-testid={`men-${i}`} />
                    </label>
                    <label className="y-field">
                      <span className="y-field__label">{t('booking.questions.women')}</span>
                      <NumberInput className="y-input" min={0} max={a} value={r.women} onValue={(n) => setMenWomen(q.id, i, 'women', n, a)} data-testid={`women-${i}`} />
                    </label>
                    <p className="yb-note">{t('booking.questions.adults_total', { n: a })}</p>
                  </div>
                );
              })}
              {errorText}
            </fieldset>
          );
        }
        return (
          <AnswerField
            key={q.id}
            id={domId}
            classPrefix="yb"
            label={
              <>
                {label}
                <RequiredMark required={q.required} />
              </>
            }
            options={q.answer_type === 'options' ? q.options : undefined}
            value={draft.text}
            onChange={(text) => setAnswerText(q.id, text)}
            maxLength={ANSWER_TEXT_MAX}
            error={error ? t(`booking.errors.${error}`) : undefined}
            texts={{ choose: t('booking.questions.choose'), counter: t('booking.questions.counter', { n: draft.text.length, max: ANSWER_TEXT_MAX }) }}
          />
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

interface FileQuestionProps {
  questionId: number;
  domId: string;
  label: string;
  required: boolean;
  draft: AnswerDraft;
  error: string | undefined;
}

/**
 * The file input is the field (the error summary focuses it); its label, styled as a button, says
 * what it does in the guest's language rather than the browser's.
 */
function FileQuestion({ questionId, domId, label, required, draft, error }: FileQuestionProps) {
  const t = useT();
  const lang = htmlLang(useLocale());
  const progress = useSnapshot(uploadProgress);
  const notices = useSnapshot(attachmentNotices);
  const notice = notices[questionId];
  const files = draft.files ?? [];
  const held = files.filter((f) => f.state !== 'failed').length;
  const ids = { label: `${domId}-label`, button: `${domId}-button`, hint: `${domId}-hint`, notice: `${domId}-notice`, error: `${domId}-error` };
  return (
    <div className="y-field yb-field yb-files" data-testid={`file-question-${questionId}`}>
      <p className="y-field__label" id={ids.label}>
        {label}
        <RequiredMark required={required} />
      </p>
      <p className="yb-note" id={ids.hint}>
        {t('booking.attachments.limits', { max: LIMITS.maxFiles, size: MAX_FILE_MB })}
      </p>
      <div className="yb-files__pick">
        <input
          id={domId}
          className="yb-files__input"
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-labelledby={`${ids.label} ${ids.button}`}
          aria-describedby={[ids.hint, notice && ids.notice, error && ids.error].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          disabled={held >= LIMITS.maxFiles}
          onChange={(e) => {
            const chosen = Array.from(e.currentTarget.files ?? []);
            // The same file may be chosen again after a removal.
            e.currentTarget.value = '';
            chooseFiles(questionId, chosen);
          }}
        />
        <label htmlFor={domId} id={ids.button} className="y-button y-button--quiet yb-files__button">
          <span aria-hidden="true">＋</span> {t('booking.attachments.choose')}
        </label>
        <span className="yb-note yb-files__count">{t('booking.attachments.count', { n: held, max: LIMITS.maxFiles })}</span>
      </div>
      {notice && (
        <p id={ids.notice} className="y-field__error" role="alert">
          {t(`booking.attachments.${notice.key}`, notice.params)}
        </p>
      )}
      {files.length > 0 && (
        <ul className="yb-files__list" aria-label={t('booking.attachments.list')}>
          {files.map((f) => {
            const name = f.state === 'done' ? f.file.name : f.name;
            const size = f.state === 'done' ? f.file.size : f.size;
            const statusId = `${domId}-${f.key}-status`;
            return (
              <li key={f.key} className={`yb-file yb-file--${f.state}`} data-testid="attachment" data-state={f.state}>
                <span className="yb-file__icon" aria-hidden="true">
                  {f.state === 'done' ? '✓' : f.state === 'failed' ? '!' : '↑'}
                </span>
                <span className="yb-file__body">
                  <span className="yb-file__name">{name}</span>
                  <span className="yb-file__meta">{formatSize(size, lang)}</span>
                  {f.state === 'uploading' && (
                    <progress className="yb-file__progress" max={100} value={Math.round((progress[f.key] ?? 0) * 100)} aria-label={t('booking.attachments.progress', { name })} />
                  )}
                  <span id={statusId} className={f.state === 'failed' ? 'y-field__error yb-file__status' : 'yb-file__status'} role={f.state === 'failed' ? 'alert' : f.state === 'done' ? 'status' : undefined}>
                    {f.state === 'done'
                      ? t('booking.attachments.uploaded')
                      : f.state === 'uploading'
                        ? t('booking.attachments.uploading', { percent: Math.round((progress[f.key] ?? 0) * 100) })
                        : t(`booking.attachments.${f.error}`, { name, size: MAX_FILE_MB, ...f.params })}
                  </span>
                </span>
                <button type="button" className="y-button y-button--quiet yb-file__remove" aria-label={t('booking.attachments.remove_named', { name })} aria-describedby={statusId} onClick={() => removeFile(questionId, f.key)}>
                  {t('booking.attachments.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={ids.error} className="y-field__error">
          {t(`booking.errors.${error}`)}
        </p>
      )}
    </div>
  );
}
