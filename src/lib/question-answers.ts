// The hotel's additional questions as a form answers them, at booking and again on the manage
// screens: the words typed or chosen, and for "men and women per room" the two counts of each room,
// which complete each other to the room's adults. One value per question, the checks both screens
// apply, and the counts as the API takes them. File questions are answered at booking only (their
// files are uploaded as they are chosen); here they are only recognised.
import { ANSWER_TEXT_MAX, complementCount, type AdditionalQuestion, type Language } from '../../contract';
import { localised } from '../../contract/rules/localised';

/** One room's men and women; null until the guest says. */
export interface RoomCount {
  men: number | null;
  women: number | null;
}

/** One question's answer as the form holds it: the words, and the counts by the room's place. */
export interface AnswerValue {
  text: string;
  rooms: readonly RoomCount[];
}

/** A change of one answer, applied to the answer as it is when the change lands (several may come before a render). */
export type AnswerChange = <A extends AnswerValue>(answer: A) => A;

/** What can be wrong with an answer, as a message key the screen words under its own namespace. */
export type AnswerProblem = 'required' | 'too_long';

export function emptyAnswer(): AnswerValue {
  return { text: '', rooms: [] };
}

/** A question answered with files rather than words. */
export function isFileQuestion(q: Pick<AdditionalQuestion, 'question_type' | 'answer_type'>): boolean {
  return q.question_type === 'file_attachment' || q.answer_type === 'file';
}

/** A question answered with the men and women of each room. */
export function asksMenWomen(q: Pick<AdditionalQuestion, 'question_type'>): boolean {
  return q.question_type === 'number_of_men_women_per_room';
}

/** The questions answered in words or counts (all but the file ones). */
export function answerable<Q extends Pick<AdditionalQuestion, 'question_type' | 'answer_type'>>(questions: readonly Q[]): Q[] {
  return questions.filter((q) => !isFileQuestion(q));
}

/** The question in the guest's language, else English, else any, else its code. */
export function questionLabel(q: Pick<AdditionalQuestion, 'text' | 'code'>, locale: Language): string {
  return localised(q.text, locale, q.code);
}

/**
 * The answer with one room's men or women set (a whole number from 0 to the room's adults), and
 * the other count the rest of the room's adults. Rooms before it not answered yet stay unsaid.
 */
export function withCount<A extends AnswerValue>(answer: A, roomIndex: number, which: 'men' | 'women', value: number, adults: number): A {
  const rooms = [...answer.rooms];
  while (rooms.length <= roomIndex) rooms.push({ men: null, women: null });
  const given = Math.max(0, Math.min(adults, Number.isFinite(value) ? Math.trunc(value) : 0));
  const other = complementCount(adults, given);
  rooms[roomIndex] = which === 'men' ? { men: given, women: other } : { men: other, women: given };
  return { ...answer, rooms };
}

/** Some room has its men or women said. */
export function isCounted(answer: AnswerValue | undefined): boolean {
  return !!answer?.rooms.some((room) => room.men !== null || room.women !== null);
}

/** What is wrong with the answer to a question answered in words or counts; null when nothing. */
export function answerProblem(q: Pick<AdditionalQuestion, 'question_type' | 'required'>, answer: AnswerValue | undefined): AnswerProblem | null {
  if (asksMenWomen(q)) return q.required && !isCounted(answer) ? 'required' : null;
  const text = answer?.text.trim() ?? '';
  if (q.required && !text) return 'required';
  if (text.length > ANSWER_TEXT_MAX) return 'too_long';
  return null;
}

/** One room's counts as the API takes them: a count not said is the rest of the room's adults. */
export function roomCountOf(room: RoomCount, adults: number): { adults: number; men_count: number; women_count: number } {
  const men = room.men ?? complementCount(adults, room.women ?? 0);
  return { adults, men_count: men, women_count: room.women ?? complementCount(adults, men) };
}
