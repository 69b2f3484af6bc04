// Answers to the hotel's questions after booking (document 1 §3 "Additional question", document
// 2 §7.4 batch_update): drafts from the answers given so far, the checks the API applies (a
// required question answered, men and women adding up to each room's adults, 255 characters),
// and the batch of answers to send. Files are attached at booking only.
import { ANSWER_TEXT_MAX, complementCount, type AdditionalQuestion, type BatchUpdateRequest, type Reservation, type ReservationQuestionsAnswerSchema } from '../../../contract';
import type * as z from 'zod/mini';

type Answers = z.infer<typeof ReservationQuestionsAnswerSchema>['data']['answers'];

export interface RoomCount {
  /** The reservation room. */
  id: number;
  adults: number;
  men: number | null;
  women: number | null;
}

export interface AnswerDraft {
  text: string;
  rooms: RoomCount[];
}

export function isFileQuestion(q: AdditionalQuestion): boolean {
  return q.question_type === 'file_attachment' || q.answer_type === 'file';
}

/** The questions a guest can answer here: all but the file ones. */
export function answerable(questions: readonly AdditionalQuestion[]): AdditionalQuestion[] {
  return questions.filter((q) => !isFileQuestion(q));
}

export function draftsOf(questions: readonly AdditionalQuestion[], answers: Answers, r: Reservation): Record<number, AnswerDraft> {
  const active = r.rooms.filter((room) => room.status === 'active');
  return Object.fromEntries(
    answerable(questions).map((q) => {
      const a = answers.find((x) => x.question_id === q.id);
      const rooms = active.map((room) => {
        const given = a?.rooms.find((x) => x.reservation_hotel_room_id === room.id);
        return { id: room.id, adults: room.adults, men: given?.men_count ?? null, women: given?.women_count ?? null };
      });
      return [q.id, { text: a?.text ?? '', rooms }];
    }),
  );
}

/** Setting men sets women to the rest of the room's adults, and the other way round. */
export function setCount(draft: AnswerDraft, roomId: number, which: 'men' | 'women', value: number): AnswerDraft {
  return {
    ...draft,
    rooms: draft.rooms.map((room) => {
      if (room.id !== roomId) return room;
      const n = Math.max(0, Math.min(room.adults, Number.isFinite(value) ? Math.trunc(value) : 0));
      return which === 'men' ? { ...room, men: n, women: complementCount(room.adults, n) } : { ...room, women: n, men: complementCount(room.adults, n) };
    }),
  };
}

const isCounted = (d: AnswerDraft) => d.rooms.some((room) => room.men !== null || room.women !== null);

/** Question id -> the key of what is wrong with its answer (under manage.questions.errors). */
export function checkDrafts(questions: readonly AdditionalQuestion[], drafts: Record<number, AnswerDraft>): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const q of answerable(questions)) {
    const d = drafts[q.id] ?? { text: '', rooms: [] };
    if (q.question_type === 'number_of_men_women_per_room') {
      if (!isCounted(d)) {
        if (q.required) errors[q.id] = 'required';
      } else if (d.rooms.some((room) => (room.men ?? 0) + (room.women ?? 0) !== room.adults)) errors[q.id] = 'men_women';
      continue;
    }
    if (d.text.length > ANSWER_TEXT_MAX) errors[q.id] = 'too_long';
    else if (q.required && d.text.trim() === '') errors[q.id] = 'required';
  }
  return errors;
}

/** Every answered question, as batch_update takes it. */
export function batchOf(questions: readonly AdditionalQuestion[], drafts: Record<number, AnswerDraft>): BatchUpdateRequest['answers'] {
  return answerable(questions).flatMap((q) => {
    const d = drafts[q.id];
    if (!d) return [];
    if (q.question_type === 'number_of_men_women_per_room') {
      return isCounted(d)
        ? [{ question_id: q.id, rooms: d.rooms.map((room) => ({ reservation_hotel_room_id: room.id, adults: room.adults, men_count: room.men ?? 0, women_count: room.women ?? 0 })) }]
        : [];
    }
    return d.text.trim() ? [{ question_id: q.id, text: d.text.trim(), rooms: [] }] : [];
  });
}
