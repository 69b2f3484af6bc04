// The files attached to a reservation's answers, each a link that downloads it: the bytes are
// fetched with the client session and the reservation's token (never put in an address), then
// handed to the browser under the file's own name.
import { useState } from 'react';
import type { ReservationQuestionAnswer } from '../../../../contract';
import { htmlLang, useLocale, useT } from '../../../lib/i18n';
import { attachmentsOf, downloadFile, formatSize, saveBlob } from '../attachments';
import '../attachments.css';

interface Props {
  answers: readonly ReservationQuestionAnswer[];
  access: { email?: string; bypass_token?: string } | null;
}

export function AttachedFiles({ answers, access }: Props) {
  const t = useT();
  const lang = htmlLang(useLocale());
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const files = attachmentsOf(answers);
  if (files.length === 0) return null;

  async function download(id: string, name: string) {
    setBusy(id);
    setFailed(null);
    try {
      saveBlob(await downloadFile(id, access), name);
    } catch {
      setFailed(id);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="y-card yb-section" aria-labelledby="yb-c-files" data-testid="attached-files">
      <h2 id="yb-c-files" className="yb-h2">
        {t('booking.attachments.title')}
      </h2>
      <ul className="yb-attachments">
        {files.map(({ file, url }) => (
          <li key={file.id}>
            <a
              href={url}
              aria-busy={busy === file.id || undefined}
              aria-describedby={failed === file.id ? `yb-c-file-${file.id}-error` : undefined}
              onClick={(e) => {
                e.preventDefault();
                if (busy !== file.id) void download(file.id, file.name);
              }}
            >
              {file.name}
            </a>{' '}
            <span className="y-muted">({formatSize(file.size, lang)})</span>
            {busy === file.id && <span className="y-muted"> {t('booking.attachments.downloading')}</span>}
            {failed === file.id && (
              <p id={`yb-c-file-${file.id}-error`} className="y-field__error" role="alert">
                {t('booking.attachments.download_failed', { name: file.name })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
