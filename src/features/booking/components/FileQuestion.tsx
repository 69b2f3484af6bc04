// A file question: the files chosen upload at once, each with its progress and its own error; up
// to 30, 80 MB each. The file input is the field (the error summary focuses it).
import { useSnapshot } from 'valtio';
import { ATTACHMENT_ACCEPT, LIMITS } from '../../../../contract';
import { htmlLang, useLocale, useT } from '../../../lib/i18n';
import { RequiredMark } from '../../../ui/QuestionField';
import { attachmentNotices, chooseFiles, formatSize, MAX_FILE_MB, removeFile, uploadProgress } from '../attachments';
import type { AnswerDraft } from '../booking-rules';
import '../attachments.css';

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
export function FileQuestion({ questionId, domId, label, required, draft, error }: FileQuestionProps) {
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
        <RequiredMark required={required} classPrefix="yb" words={{ required: t('booking.fields.required_mark'), optional: t('booking.fields.optional') }} />
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
