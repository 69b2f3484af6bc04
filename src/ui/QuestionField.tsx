// One of the hotel's additional questions, answered in words or counts (lib/question-answers):
// "men and women per room" as two whole numbers a room that complete each other; a question with
// options as a select; any other as a text area with a live character count. The label says
// whether an answer is required, in words; the error is linked to the field. Words come in already
// translated; class names under the caller's prefix (`yb`, `yrm`).
import type { ReactNode } from 'react';
import type { AdditionalQuestion } from '../../contract';
import { asksMenWomen, withCount, type AnswerChange, type AnswerValue, type RoomCount } from '../lib/question-answers';
import { NumberInput } from './NumberInput';

export interface QuestionWords {
  required: string;
  optional: string;
  choose: string;
  men: string;
  women: string;
  counter(length: number): string;
  adultsTotal(adults: number): string;
}

export interface QuestionFieldProps {
  question: Pick<AdditionalQuestion, 'question_type' | 'answer_type' | 'options' | 'required'>;
  id: string;
  label: string;
  value: AnswerValue;
  /** The rooms counted, in order: each one's adults, and its name when there are several. */
  rooms: readonly { adults: number; name?: string | undefined }[];
  onAnswer(change: AnswerChange): void;
  /** The error in words, or nothing. */
  error?: string | undefined;
  words: QuestionWords;
  maxLength: number;
  /** Class prefix of the form (`yb`, `yrm`). */
  classPrefix: string;
  /** The class of the box of men and women (a fieldset). */
  setClassName: string;
  className?: string;
  testId?: string;
}

/** "(required)" or "(optional)" after a question's label, in words. */
export function RequiredMark({ required, classPrefix, words }: { required: boolean; classPrefix: string; words: Pick<QuestionWords, 'required' | 'optional'> }) {
  return required ? <span className={`${classPrefix}-required`}> {words.required}</span> : <span className={`${classPrefix}-optional`}> {words.optional}</span>;
}

const NOT_SAID: RoomCount = { men: null, women: null };

export function QuestionField({ question, id, label, value, rooms, onAnswer, error, words, maxLength, classPrefix: p, setClassName, className, testId }: QuestionFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  const title: ReactNode = (
    <>
      {label}
      <RequiredMark required={question.required} classPrefix={p} words={words} />
    </>
  );
  const errorText = error && (
    <p id={errorId} className="y-field__error">
      {error}
    </p>
  );
  if (asksMenWomen(question)) {
    return (
      <fieldset className={className ? `${setClassName} ${className}` : setClassName} id={id} tabIndex={-1} aria-describedby={errorId} data-testid={testId}>
        <legend className="y-field__label">{title}</legend>
        {rooms.map((room, i) => {
          const count = value.rooms[i] ?? NOT_SAID;
          const set = (which: 'men' | 'women') => (n: number) => onAnswer((a) => withCount(a, i, which, n, room.adults));
          return (
            <div key={i} className={`${p}-menwomen`}>
              {room.name && <p className={`${p}-menwomen__room`}>{room.name}</p>}
              <label className="y-field">
                <span className="y-field__label">{words.men}</span>
                <NumberInput className="y-input" min={0} max={room.adults} value={count.men} onValue={set('men')} data-testid={`men-${i}`} />
              </label>
              <label className="y-field">
                <span className="y-field__label">{words.women}</span>
                <NumberInput className="y-input" min={0} max={room.adults} value={count.women} onValue={set('women')} data-testid={`women-${i}`} />
              </label>
              <p className={`${p}-note ${p}-menwomen__total`}>{words.adultsTotal(room.adults)}</p>
            </div>
          );
        })}
        {errorText}
      </fieldset>
    );
  }
  const counterId = `${id}-count`;
  const choices = question.answer_type === 'options' && question.options.length > 0 ? question.options : null;
  const onText = (text: string) => onAnswer((a) => ({ ...a, text }));
  return (
    <div className={`y-field ${p}-field${className ? ` ${className}` : ''}`} data-testid={testId}>
      <label className="y-field__label" htmlFor={id}>
        {title}
      </label>
      {choices ? (
        <select id={id} className="y-select" value={value.text} aria-invalid={error ? true : undefined} aria-describedby={errorId} onChange={(e) => onText(e.target.value)}>
          <option value="">{words.choose}</option>
          {choices.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <>
          <textarea
            id={id}
            className={`y-input ${p}-textarea`}
            rows={3}
            maxLength={maxLength}
            value={value.text}
            aria-invalid={error ? true : undefined}
            aria-describedby={[counterId, errorId].filter(Boolean).join(' ')}
            onChange={(e) => onText(e.target.value)}
          />
          <p id={counterId} className={`${p}-note ${p}-counter`}>
            {words.counter(value.text.length)}
          </p>
        </>
      )}
      {errorText}
    </div>
  );
}
