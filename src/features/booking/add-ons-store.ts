// What the guest adds to the rooms on the booking step: the answers to the hotel's questions (a
// file question's files with them) and the extras chosen, with what is wrong with each. Kept per
// selection for 10 minutes, so leaving the page and coming back loses nothing. Components read
// snapshots; these verbs are the only writers.
import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { LIMITS } from '../../../contract';
import { emptyAnswer, type AnswerChange } from '../../lib/question-answers';
import { AttachmentDraftSchema, type AnswerDraft, type AttachmentDraft, type ExtraDraft } from './booking-rules';
import { keepGet, keepSet } from './session-keep';

function initialAddOns() {
  return {
    /** The selection the choices belong to (the booking's key). */
    key: null as string | null,
    extraDrafts: {} as Record<number, ExtraDraft>,
    answerDrafts: {} as Record<number, AnswerDraft>,
    /** Field ids ("question.3", "extra.2.quantity") -> message keys under booking.errors. */
    addOnErrors: {} as Record<string, string>,
  };
}

export const addOnsState = proxy(initialAddOns());

/** No choices, for no selection: as on a fresh page load. */
export function resetAddOns(): void {
  Object.assign(addOnsState, initialAddOns());
}

const DraftSchema = z.object({
  extras: z.record(z.string(), z.object({ quantity: z.number(), delivery_date: z.string(), answer: z.string() })),
  answers: z.record(z.string(), z.object({ text: z.string(), rooms: z.array(z.object({ men: z.nullable(z.number()), women: z.nullable(z.number()) })), files: z.optional(z.array(AttachmentDraftSchema)) })),
});

function storeKey(key: string | null): string {
  return `yadori:booking-addons:${key ?? ''}`;
}

function save(): void {
  keepSet(storeKey(addOnsState.key), { extras: addOnsState.extraDrafts, answers: addOnsState.answerDrafts }, LIMITS.savedBrowsingStateMs);
}

/** Another selection: its choices come back as they were kept, with no errors shown. */
export function restoreAddOns(key: string): void {
  addOnsState.key = key;
  addOnsState.addOnErrors = {};
  const kept = keepGet(storeKey(key), DraftSchema);
  addOnsState.extraDrafts = kept ? Object.fromEntries(Object.entries(kept.extras).map(([k, v]) => [Number(k), v])) : {};
  // Stored files come back; an upload cut short by leaving the page does not.
  addOnsState.answerDrafts = kept ? Object.fromEntries(Object.entries(kept.answers).map(([k, v]) => [Number(k), { ...v, files: v.files?.filter((f) => f.state === 'done') }])) : {};
}

/** One extra's quantity, night or answer. */
export function chooseExtra(extraId: number, patch: Partial<ExtraDraft>): void {
  const current = addOnsState.extraDrafts[extraId] ?? { quantity: 0, delivery_date: '', answer: '' };
  addOnsState.extraDrafts[extraId] = { ...current, ...patch };
  for (const k of Object.keys(addOnsState.addOnErrors)) if (k.startsWith(`extra.${extraId}.`)) delete addOnsState.addOnErrors[k];
  save();
}

/** One question's words or counts, changed from the answer as it is now. */
export function answerQuestion(questionId: number, change: AnswerChange): void {
  addOnsState.answerDrafts[questionId] = change(addOnsState.answerDrafts[questionId] ?? emptyAnswer());
  delete addOnsState.addOnErrors[`question.${questionId}`];
  save();
}

/** A file question's files, changed by `change` (uploads report back through it). */
export function setAnswerFiles(questionId: number, change: (files: readonly AttachmentDraft[]) => AttachmentDraft[]): void {
  const current: AnswerDraft = addOnsState.answerDrafts[questionId] ?? emptyAnswer();
  addOnsState.answerDrafts[questionId] = { ...current, files: change(current.files ?? []) };
  delete addOnsState.addOnErrors[`question.${questionId}`];
  save();
}

export function setAddOnErrors(errors: Record<string, string>): void {
  addOnsState.addOnErrors = errors;
}

/** The API refused one question's answer or one extra: it is marked, the others stay as they are. */
export function refuseAddOn(id: string): void {
  addOnsState.addOnErrors = { ...addOnsState.addOnErrors, [id]: 'server' };
}
