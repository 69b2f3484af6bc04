// Answers to the hotel's questions after booking (document 1 §3 "Additional question", document
// 2 §7.4 batch_update): the answers given so far as the form's values (lib/question-answers, as at
// booking), the checks the API applies (a required question answered, men and women adding up to
// each room's adults, 255 characters), and the batch of answers to send. Files are attached at
// booking only.
import type { AdditionalQuestion, BatchUpdateRequest, Reservation, ReservationQuestionsAnswerSchema } from '../../../contract';
import type * as z from 'zod/mini';
import { answerable, answerProblem, asksMenWomen, isCounted, roomCountOf, type AnswerValue, type RoomCount } from '../../lib/question-answers';

type Answers = z.infer<typeof ReservationQuestionsAnswerSchema>['data']['answers'];

/** A room the answers count men and women for: the reservation's rooms still booked, in order. */
export interface AnsweredRoom {
  /** The reservation room. */
  id: number;
  adults: number;
}

const NOT_SAID: RoomCount = { men: null, women: null };

export function answeredRooms(r: Reservation): AnsweredRoom[] {
  return r.rooms.filter((room) => room.status === 'active').map((room) => ({ id: room.id, adults: room.adults }));
}

/** Each question's answer as given so far (counts by the room's place among `rooms`). */
export function draftsOf(questions: readonly AdditionalQuestion[], answers: Answers, rooms: readonly AnsweredRoom[]): Record<number, AnswerValue> {
  return Object.fromEntries(
    answerable(questions).map((q) => {
      const a = answers.find((x) => x.question_id === q.id);
      const counts = rooms.map((room) => {
        const given = a?.rooms.find((x) => x.reservation_hotel_room_id === room.id);
        return { men: given?.men_count ?? null, women: given?.women_count ?? null };
      });
      return [q.id, { text: a?.text ?? '', rooms: counts }];
    }),
  );
}

/** Question id -> the key of what is wrong with its answer (under manage.questions.errors). */
export function checkDrafts(questions: readonly AdditionalQuestion[], drafts: Record<number, AnswerValue>, rooms: readonly AnsweredRoom[]): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const q of answerable(questions)) {
    const d = drafts[q.id];
    const problem = answerProblem(q, d);
    if (problem) errors[q.id] = problem;
    // Every room is sent once one is counted: each must add up to its adults.
    else if (asksMenWomen(q) && isCounted(d) && rooms.some((room, i) => (d?.rooms[i]?.men ?? 0) + (d?.rooms[i]?.women ?? 0) !== room.adults)) errors[q.id] = 'men_women';
  }
  return errors;
}

/** Every answered question, as batch_update takes it. */
export function batchOf(questions: readonly AdditionalQuestion[], drafts: Record<number, AnswerValue>, rooms: readonly AnsweredRoom[]): BatchUpdateRequest['answers'] {
  return answerable(questions).flatMap((q) => {
    const d = drafts[q.id];
    if (!d) return [];
    if (asksMenWomen(q)) {
      return isCounted(d) ? [{ question_id: q.id, rooms: rooms.map((room, i) => ({ reservation_hotel_room_id: room.id, ...roomCountOf(d.rooms[i] ?? NOT_SAID, room.adults) })) }] : [];
    }
    return d.text.trim() ? [{ question_id: q.id, text: d.text.trim(), rooms: [] }] : [];
  });
}
