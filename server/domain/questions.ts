// Additional questions (document 1 §3, §5): which are asked — by the guest's labels, the plans
// booked and the display dates against check-in — and whether the answers given will do.
import type { AdditionalQuestion, QuestionAnswer } from '../../contract';
import { ANSWER_TEXT_MAX, LIMITS } from '../../contract';
import { DomainError } from './errors';

export interface Asker {
  /** all_users always; membership_program for members; organization for corporate users … */
  labels: readonly string[];
  planCodes: readonly string[];
  checkin: string | null;
}

export function visibleQuestions(questions: readonly AdditionalQuestion[], asker: Asker): AdditionalQuestion[] {
  return questions.filter((q) => {
    if (!q.labels.some((l) => asker.labels.includes(l))) return false;
    if (q.hotel_plan_codes.length > 0 && !q.hotel_plan_codes.some((c) => asker.planCodes.includes(c))) return false;
    if (asker.checkin) {
      if (q.display_start_date && asker.checkin < q.display_start_date) return false;
      if (q.display_end_date && asker.checkin > q.display_end_date) return false;
    }
    return true;
  });
}

/** Checks answers against the questions asked; `adults` is per booked room. */
export function checkAnswers(asked: readonly AdditionalQuestion[], answers: readonly QuestionAnswer[], adults: readonly number[]): void {
  const seenFiles = new Set<string>();
  answers.forEach((a, i) => {
    const q = asked.find((x) => x.id === a.question_id);
    if (!q) throw new DomainError(1000, `question ${a.question_id} is not asked for this booking`, `answers.${i}.question_id`);
    const files = a.attachment_ids ?? [];
    if (files.length > 0 && !isFileQuestion(q)) throw new DomainError(1000, 'only a file question takes files', `answers.${i}.attachment_ids`);
    for (const id of files) {
      if (seenFiles.has(id)) throw new DomainError(1000, `file ${id} is given twice`, `answers.${i}.attachment_ids`);
      seenFiles.add(id);
    }
  });
  asked.forEach((q) => {
    const i = answers.findIndex((a) => a.question_id === q.id);
    const a = answers[i];
    const field = `answers.${i < 0 ? answers.length : i}`;
    const text = a?.text?.trim() ?? '';
    if (isFileQuestion(q)) {
      const files = a?.attachment_ids ?? [];
      if (files.length === 0) {
        if (q.required) throw new DomainError(1000, 'is required: attach at least one file', `${field}.attachment_ids`);
        return;
      }
      if (files.length > LIMITS.maxFiles) throw new DomainError(1000, `at most ${LIMITS.maxFiles} files`, `${field}.attachment_ids`);
      return;
    }
    switch (q.question_type) {
      case 'number_of_men_women_per_room': {
        if (!a || a.rooms.length === 0) {
          if (q.required) throw new DomainError(1000, 'is required', field);
          return;
        }
        for (const r of a.rooms) {
          const roomAdults = adults[r.room_index];
          if (roomAdults === undefined) throw new DomainError(1000, `room ${r.room_index} is not booked`, `${field}.rooms`);
          if ((r.men_count ?? 0) + (r.women_count ?? 0) !== roomAdults) {
            throw new DomainError(1000, `men and women must add up to the ${roomAdults} adults of room ${r.room_index + 1}`, `${field}.rooms`);
          }
        }
        return;
      }
      case 'checkin':
      case 'checkout': {
        const times = a?.rooms.map((r) => (q.question_type === 'checkin' ? r.checkin_time : r.checkout_time)).filter(Boolean) ?? [];
        const value = text || times[0] || '';
        if (!value) {
          if (q.required) throw new DomainError(1000, 'is required', field);
          return;
        }
        if (q.answer_type === 'options' && q.options.length > 0 && ![text, ...times].filter(Boolean).every((v) => q.options.includes(v as string))) {
          throw new DomainError(1000, 'must be one of the offered times', field);
        }
        return;
      }
      default: {
        if (!text) {
          if (q.required) throw new DomainError(1000, 'is required', field);
          return;
        }
        if (text.length > ANSWER_TEXT_MAX) throw new DomainError(1000, `at most ${ANSWER_TEXT_MAX} characters`, field);
        if (q.answer_type === 'options' && !q.options.includes(text)) throw new DomainError(1000, 'must be one of the options', field);
      }
    }
  });
}

/** A question answered with files rather than words. */
export function isFileQuestion(q: Pick<AdditionalQuestion, 'question_type' | 'answer_type'>): boolean {
  return q.question_type === 'file_attachment' || q.answer_type === 'file';
}

/** Every file id the answers name, once each, in order. */
export function attachmentIdsOf(answers: readonly QuestionAnswer[]): string[] {
  return [...new Set(answers.flatMap((a) => a.attachment_ids ?? []))];
}
