// /reservation/manage/{confirmationNumber}/receipt: the receipt made out to the name the guest
// chooses (receipt_title, kept for later issues). The page says how many times the receipt has
// been issued. A preview issues nothing; printing (here or in a new tab) and the PDF download are
// issues: the first is the original, every later one is marked as a reissue.
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useParams } from 'wouter';
import type { ReceiptState, Reservation } from '../../../contract';
import { ChargedStatement } from '../../lib/charged-statement';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import type { ReservationAccess } from '../../lib/reservation-access';
import { useZodForm } from '../../lib/use-zod-form';
import { useFocusWhen } from '../../ui/use-focus-when';
import { plural } from './format';
import { guestName } from '../../../contract/rules/names';
import { fetchReceipt, fetchReceiptState } from './manage-api';
import { manageProblem, type Problem } from './manage-errors';
import { BackToManage, ManagedGate, ProblemBox, StatusLine } from './components/ManageParts';
import { Field } from './components/Field';
import { useManagedReservation } from './use-managed-reservation';
import '../../ui/forms.css';
import './manage.css';

const TITLE_MAX = 100;
const ReceiptFormSchema = z.object({ receipt_title: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(TITLE_MAX, 'too_long')) });
type ReceiptValues = { receipt_title: string };

/**
 * The printable page runs as a document of the widget's origin (a blob), so it gets a policy of
 * its own that allows nothing but its inline styles, whatever it holds.
 */
const RECEIPT_CSP = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`;
export function lockedReceiptHtml(html: string): string {
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => `${m}${RECEIPT_CSP}`) : `${RECEIPT_CSP}${html}`;
}

export default function ReceiptPage() {
  const params = useParams<{ number: string }>();
  const number = (params.number ?? '').toUpperCase();
  const { load, access, hotelCode, reload } = useManagedReservation(number);
  usePageTitle('manage.titles.receipt');
  return (
    <div className="yrm-page" data-testid="receipt-page">
      <ManagedGate load={load}>{(r) => <Receipt r={r} access={access} hotelCode={hotelCode ?? r.hotel_code} onSignedOut={reload} />}</ManagedGate>
    </div>
  );
}

type ReceiptLoad = { kind: 'loading' } | { kind: 'ready'; state: ReceiptState } | { kind: 'failed'; problem: Problem };

function Receipt({ r, access, hotelCode, onSignedOut }: { r: Reservation; access: ReservationAccess | null; hotelCode: string; onSignedOut: () => void }) {
  const t = useT();
  const [load, setLoad] = useState<ReceiptLoad>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    fetchReceiptState(hotelCode, r.reservation_number, access).then(
      (answer) => live && setLoad({ kind: 'ready', state: answer.data }),
      (err: unknown) => live && setLoad({ kind: 'failed', problem: manageProblem(err) }),
    );
    return () => {
      live = false;
    };
  }, [hotelCode, r.reservation_number, access]);

  return (
    <>
      <h1 className="y-title">{t('manage.receipt.title')}</h1>
      <StatusLine status={r.status} />
      <p className="yrm-lead">{t('manage.receipt.intro')}</p>
      {load.kind === 'loading' && (
        <p className="yrm-note" role="status" data-testid="receipt-loading">
          {t('manage.receipt.preparing')}
        </p>
      )}
      {load.kind === 'failed' && (
        <ProblemBox problem={load.problem} number={r.reservation_number} screen="receipt" onSignedOut={onSignedOut} />
      )}
      {load.kind === 'ready' && !load.state.available && (
        <p className="yrm-blocked" data-testid="receipt-unavailable">
          {t('manage.errors.receipt_not_available')}
        </p>
      )}
      {load.kind === 'ready' && load.state.available && <ChargedStatement charged={r.charged} ns="manage" />}
      {load.kind === 'ready' && load.state.available && (
        <ReceiptForm r={r} access={access} hotelCode={hotelCode} state={load.state} onState={(state) => setLoad({ kind: 'ready', state })} onSignedOut={onSignedOut} />
      )}
      <BackToManage number={r.reservation_number} />
    </>
  );
}

/** What the page shows under the form: nothing, a preview, or the page issued to print (made out to `title`). */
type Shown = { kind: 'preview' | 'issued'; html: string; issue: number | null; title: string };

function ReceiptForm(props: {
  r: Reservation;
  access: ReservationAccess | null;
  hotelCode: string;
  state: ReceiptState;
  onState: (state: ReceiptState) => void;
  onSignedOut: () => void;
}) {
  const { r, access, hotelCode, state, onState, onSignedOut } = props;
  const t = useT();
  const locale = useLocale();
  const form = useZodForm<ReceiptValues>(ReceiptFormSchema, {
    defaultValues: { receipt_title: state.receipt_title || r.guest.receipt_name || guestName(r.guest, locale) },
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const [busy, setBusy] = useState<'preview' | 'print' | 'tab' | 'pdf' | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  /** Set when the page just issued is to be printed once it has loaded in the frame. */
  const printOnLoad = useRef(false);
  const errors = form.formState.errors;

  const alertRef = useFocusWhen<HTMLDivElement>(problem);

  const get = (format: 'html' | 'pdf', values: ReceiptValues, issue = false) =>
    fetchReceipt(hotelCode, r.reservation_number, access, { format, receipt_title: values.receipt_title.trim(), locale, issue });

  /** The count after an issue; which issue it was when the state could be read again. */
  async function recount(): Promise<number | null> {
    try {
      const fresh = (await fetchReceiptState(hotelCode, r.reservation_number, access)).data;
      onState(fresh);
      return fresh.issue_count;
    } catch {
      return null;
    }
  }

  const issuedNotice = (what: 'downloaded' | 'printed' | 'opened', issue: number | null) =>
    issue === null ? t(`manage.receipt.${what}`) : issue === 1 ? t(`manage.receipt.${what}_original`) : t(`manage.receipt.${what}_reissue`, { n: issue });

  async function showPreview(values: ReceiptValues) {
    const html = lockedReceiptHtml(await (await get('html', values)).text());
    setShown({ kind: 'preview', html, issue: null, title: values.receipt_title.trim() });
  }

  async function run(kind: NonNullable<typeof busy>, values: ReceiptValues, tab: Window | null = null) {
    setProblem(null);
    setNotice(null);
    setBusy(kind);
    try {
      if (kind === 'pdf') {
        const blob = await get('pdf', values);
        const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = `receipt-${r.reservation_number}.pdf`;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 30_000);
        setNotice(issuedNotice('downloaded', await recount()));
        // A preview on show now previews the next issue.
        if (shown?.kind === 'preview') await showPreview(values);
        return;
      }
      if (kind === 'preview') {
        await showPreview(values);
        return;
      }
      const title = values.receipt_title.trim();
      // The page issued and shown here, printed again as it is: the same issue.
      if (kind === 'print' && shown?.kind === 'issued' && shown.title === title) {
        frameRef.current?.contentWindow?.print();
        return;
      }
      const html = lockedReceiptHtml(await (await get('html', values, true)).text());
      const issue = await recount();
      if (kind === 'tab' && tab && !tab.closed) {
        const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
        tab.location.href = url;
        if (shown?.kind === 'preview') await showPreview(values);
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
        setNotice(issuedNotice('opened', issue));
        return;
      }
      // Printed here: the issued page replaces the preview and prints once it has loaded.
      printOnLoad.current = kind === 'print';
      setShown({ kind: 'issued', html, issue, title });
      setNotice(kind === 'tab' ? t('manage.receipt.popup_blocked') : issuedNotice('printed', issue));
    } catch (err) {
      tab?.close();
      setProblem(manageProblem(err));
    } finally {
      setBusy(null);
    }
  }

  const submit = (kind: NonNullable<typeof busy>, tab: Window | null = null) =>
    form.handleSubmit(
      (values) => run(kind, values, tab),
      () => tab?.close(),
    );
  const titleError = errors.receipt_title?.message ? t(`manage.receipt.errors.${errors.receipt_title.message}`) : undefined;

  return (
    <>
      <p className="yrm-notice" data-testid="receipt-count">
        {/* "Issued n times" by the language's plural rules, or that none was issued yet. */}
        {state.issue_count === 0 ? t('manage.receipt.issued_none') : plural(t, 'manage.receipt.issued', state.issue_count, locale)}
      </p>
      <form className="y-card yrm-section yrm-form" noValidate onSubmit={(e) => void submit('preview')(e)}>
        <Field
          id="rc-receipt_title"
          label={t('manage.receipt.receipt_title')}
          hint={t('manage.receipt.receipt_title_hint')}
          required
          error={titleError}
          autoComplete="organization"
          maxLength={TITLE_MAX + 20}
          registration={form.register('receipt_title')}
        />
        <div className="yrm-actions-row">
          <button type="submit" className="y-button" disabled={busy !== null} data-testid="receipt-html">
            {busy === 'preview' ? t('manage.receipt.preparing') : t('manage.receipt.show')}
          </button>
          <button type="button" className="y-button y-button--quiet" disabled={busy !== null} onClick={(e) => void submit('pdf')(e)} data-testid="receipt-pdf">
            {busy === 'pdf' ? t('manage.receipt.preparing') : t('manage.receipt.download')}
          </button>
        </div>
        <p className="yrm-note">{t('manage.receipt.issue_rule')}</p>
      </form>
      <div ref={alertRef} tabIndex={-1} className="yrm-alerts" aria-live="assertive">
        {problem && (
          <ProblemBox
            problem={problem}
            number={r.reservation_number}
            screen="receipt"
            onSignedOut={() => {
              setProblem(null);
              onSignedOut();
            }}
          />
        )}
        {notice && (
          <p className="yrm-notice" role="status" data-testid="receipt-notice">
            {notice}
          </p>
        )}
      </div>
      {shown && (
        <section className="y-card yrm-section" aria-labelledby="rc-preview-title" data-testid="receipt-preview">
          <div className="yrm-preview-head">
            <h2 id="rc-preview-title" className="yrm-h2">
              {shown.kind === 'preview'
                ? t('manage.receipt.preview')
                : shown.issue === null
                  ? t('manage.receipt.issued_page')
                  : t(shown.issue === 1 ? 'manage.receipt.issued_page_original' : 'manage.receipt.issued_page_reissue', { n: shown.issue })}
            </h2>
            <div className="yrm-preview-actions">
              <button type="button" className="y-button" disabled={busy !== null} onClick={(e) => void submit('print')(e)} data-testid="receipt-print">
                {busy === 'print' ? t('manage.receipt.preparing') : t('manage.receipt.print')}
              </button>
              <button
                type="button"
                className="y-button y-button--quiet"
                disabled={busy !== null}
                onClick={(e) => {
                  // Opened now, while the click still allows it; the issued page goes into it when it arrives.
                  const tab = window.open('', '_blank');
                  if (tab) tab.opener = null;
                  void submit('tab', tab)(e);
                }}
                data-testid="receipt-open"
              >
                {busy === 'tab' ? t('manage.receipt.preparing') : t('manage.receipt.open_tab')}
              </button>
            </div>
          </div>
          {shown.kind === 'preview' && <p className="yrm-note">{t('manage.receipt.preview_note')}</p>}
          {/* Same origin so it can be printed; no scripts run in it. */}
          <iframe
            ref={frameRef}
            className="yrm-receipt-frame"
            title={shown.kind === 'preview' ? t('manage.receipt.preview') : t('manage.receipt.issued_page')}
            sandbox="allow-same-origin allow-modals"
            srcDoc={shown.html}
            data-testid="receipt-frame"
            data-kind={shown.kind}
            onLoad={(e) => {
              // As tall as the receipt, so the page scrolls rather than a box inside it.
              const frame = e.currentTarget;
              const doc = frame.contentDocument;
              if (doc) frame.style.height = `${doc.documentElement.scrollHeight + 4}px`;
              if (printOnLoad.current) {
                printOnLoad.current = false;
                frame.contentWindow?.print();
              }
            }}
          />
        </section>
      )}
    </>
  );
}
