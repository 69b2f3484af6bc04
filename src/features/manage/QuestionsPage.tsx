// /reservation/manage/{confirmationNumber}/questions: the hotel's questions answered or changed
// after booking (check-in time, men and women per room, free text), saved with batch_update.
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ANSWER_TEXT_MAX, type AdditionalQuestion, type Reservation } from '../../../contract';
import { showMessage } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';

import { usePageTitle } from '../../lib/page-title';
import { answerable, emptyAnswer, isFileQuestion, questionLabel, type AnswerChange, type AnswerValue } from '../../lib/question-answers';
import type { ReservationAccess } from '../../lib/reservation-access';
import { Loader } from '../../ui/Spinner';
import { QuestionField } from '../../ui/QuestionField';
import { useFocusWhen } from '../../ui/use-focus-when';
import { managePath, plural } from './format';
import { fetchReservationQuestions, saveReservationAnswers } from './manage-api';
import { manageProblem, type Problem } from './manage-errors';
import { answeredRooms, batchOf, checkDrafts, draftsOf } from './questions-form';
import { BackToManage, ManagedGate, ProblemBox, StatusLine } from './components/ManageParts';
import { useManagedReservation } from './use-managed-reservation';
import '../../ui/forms.css';
import './manage.css';
import { HotelContact } from './components/HotelContact';

export default function QuestionsPage() {
  const params = useParams<{ number: string }>();
  const number = (params.number ?? '').toUpperCase();
  const { load, access, hotelCode, reload } = useManagedReservation(number);
  usePageTitle('manage.titles.questions');
  return (
    <div className="yrm-page" data-testid="questions-page">
      <ManagedGate load={load}>{(r) => <QuestionsLoader r={r} access={access} hotelCode={hotelCode ?? r.hotel_code} onSignedOut={reload} />}</ManagedGate>
    </div>
  );
}

function QuestionsLoader({ r, access, hotelCode, onSignedOut }: { r: Reservation; access: ReservationAccess | null; hotelCode: string; onSignedOut: () => void }) {
  const t = useT();
  const [state, setState] = useState<{ questions: AdditionalQuestion[]; drafts: Record<number, AnswerValue> } | { failed: string } | null>(null);
  // The questions are read once per reservation; the drafts start from the reservation as it is then.
  const show = useEffectEvent((questions: AdditionalQuestion[], answers: Parameters<typeof draftsOf>[1]) => setState({ questions, drafts: draftsOf(questions, answers, answeredRooms(r)) }));
  const reservationNumber = r.reservation_number;
  useEffect(() => {
    let live = true;
    fetchReservationQuestions(hotelCode, reservationNumber, access).then(
      ({ data }) => live && show(data.questions, data.answers),
      (err: unknown) => {
        const p = manageProblem(err);
        if (live) setState({ failed: p.kind === 'message' || p.kind === 'lost' || p.kind === 'actor' ? p.key : 'errors.generic' });
      },
    );
    return () => {
      live = false;
    };
  }, [hotelCode, reservationNumber, access]);

  return (
    <>
      <h1 className="y-title">{t('manage.questions.title')}</h1>
      <StatusLine status={r.status} />
      {state === null ? (
        <Loader label={t('manage.loading')} />
      ) : 'failed' in state ? (
        <div className="yrm-alert" role="alert">
          <p>{t(state.failed)}</p>
        </div>
      ) : answerable(state.questions).length === 0 ? (
        <p className="yrm-notice" role="status">
          {t('manage.questions.none')}
        </p>
      ) : (
        <QuestionsForm r={r} access={access} hotelCode={hotelCode} questions={state.questions} initial={state.drafts} onSignedOut={onSignedOut} />
      )}
      <BackToManage number={r.reservation_number} />
    </>
  );
}

function QuestionsForm({
  r,
  access,
  hotelCode,
  questions,
  initial,
  onSignedOut,
}: {
  r: Reservation;
  access: ReservationAccess | null;
  hotelCode: string;
  questions: AdditionalQuestion[];
  initial: Record<number, AnswerValue>;
  onSignedOut: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const [drafts, setDrafts] = useState(initial);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const shown = answerable(questions);
  const hasFiles = questions.some(isFileQuestion);
  const rooms = useMemo(() => answeredRooms(r), [r]);
  // Each room by its number in the reservation, when it has several (cancelled ones count too).
  const severalRooms = r.rooms.length > 1;
  const counted = rooms.map((room) => ({ adults: room.adults, name: severalRooms ? t('manage.facts.room_n', { n: r.rooms.findIndex((x) => x.id === room.id) + 1 }) : undefined }));
  const labelOf = (q: AdditionalQuestion) => questionLabel(q, locale);

  const alertRef = useFocusWhen<HTMLDivElement>(problem);

  /** Changes one answer from its latest state (several input events may come before a render). */
  function update(id: number, change: AnswerChange) {
    setDrafts((prev) => {
      const all = { ...prev, [id]: change(prev[id] ?? emptyAnswer()) };
      // Once the summary is out, it follows the answers as they are put right.
      if (summaryOpen) setErrors(checkDrafts(questions, all, rooms));
      return all;
    });
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const found = checkDrafts(questions, drafts, rooms);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummaryOpen(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSummaryOpen(false);
    const answers = batchOf(questions, drafts, rooms);
    if (answers.length === 0) {
      setProblem({ kind: 'message', key: 'manage.questions.errors.nothing' });
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await saveReservationAnswers(hotelCode, r.reservation_number, access, { answers });
      showMessage('manage.questions.done');
      navigate(managePath(r.reservation_number));
    } catch (err) {
      setProblem(manageProblem(err));
    } finally {
      setSaving(false);
    }
  }

  const listed = summaryOpen ? shown.filter((q) => errors[q.id]) : [];
  return (
    <form className="yrm-form-stack" noValidate onSubmit={(e) => void save(e)}>
      <p className="yrm-lead">{t('manage.questions.intro')}</p>
      {listed.length > 0 && (
        <div className="yrm-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="qs-summary" data-testid="error-summary">
          <h2 id="qs-summary" className="yrm-h2">
            {plural(t, 'manage.errors.summary_title', listed.length, locale)}
          </h2>
          <ul>
            {listed.map((q) => (
              <li key={q.id}>
                <a
                  href={`#qs-${q.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(`qs-${q.id}`)?.focus();
                  }}
                >
                  {labelOf(q)}: {t(`manage.questions.errors.${errors[q.id]}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <section className="y-card yrm-section yrm-questions" aria-labelledby="qs-title">
        <h2 id="qs-title" className="yrm-h2">
          {t('manage.questions.from_hotel')}
        </h2>
        {shown.map((q) => {
          const error = errors[q.id];
          return (
            <QuestionField
              key={q.id}
              question={q}
              id={`qs-${q.id}`}
              label={labelOf(q)}
              value={drafts[q.id] ?? emptyAnswer()}
              rooms={counted}
              onAnswer={(change) => update(q.id, change)}
              error={error ? t(`manage.questions.errors.${error}`) : undefined}
              maxLength={ANSWER_TEXT_MAX}
              classPrefix="yrm"
              setClassName="yrm-fieldset-plain"
              className="yrm-question"
              testId="question"
              words={{
                required: t('manage.required_mark'),
                optional: t('manage.optional'),
                choose: t('manage.questions.choose'),
                men: t('manage.questions.men'),
                women: t('manage.questions.women'),
                counter: (n) => t('manage.questions.counter', { n, max: ANSWER_TEXT_MAX }),
                adultsTotal: (n) => t('manage.questions.adults_total', { n }),
              }}
            />
          );
        })}
        {hasFiles && (
          <>
            <p className="yrm-note">{t('manage.questions.files_note')}</p>
            <HotelContact />
          </>
        )}
      </section>
      <div ref={alertRef} tabIndex={-1} className="yrm-alerts" aria-live="assertive">
        {problem && <ProblemBox problem={problem} number={r.reservation_number} screen="questions" onSignedOut={() => { setProblem(null); onSignedOut(); }} />}
      </div>
      <div className="yrm-submit-row">
        <button type="submit" className="y-button yrm-submit" disabled={saving} data-testid="questions-save">
          {saving ? t('manage.questions.saving') : t('manage.questions.save')}
        </button>
      </div>
    </form>
  );
}
