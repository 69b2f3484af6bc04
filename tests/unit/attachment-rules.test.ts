import { describe, expect, it } from 'vitest';
import type { AdditionalQuestion } from '../../contract';
import { checkAddOns, questionAnswers, type AnswerDraft } from '../../src/features/booking/booking-rules';
import { checkAnswers } from '../../server/domain/questions';

const fileQuestion: AdditionalQuestion = {
  id: 7,
  code: 'id-photo',
  question_type: 'file_attachment',
  answer_type: 'file',
  text: { en: 'ID photo' },
  options: [],
  required: true,
  labels: ['all_users'],
  hotel_plan_codes: [],
  display_start_date: null,
  display_end_date: null,
};
const id = (c: string) => `fa_${c.repeat(32)}`;
const done = (c: string) => ({ key: c, state: 'done' as const, file: { id: id(c), name: `${c}.png`, size: 10, content_type: 'image/png' as const } });

describe('file questions in the widget', () => {
  it('answers with the stored files only', () => {
    const drafts: Record<number, AnswerDraft> = {
      7: { text: '', rooms: [], files: [done('a'), { key: 'b', state: 'failed', name: 'b.png', size: 1, error: 'rejected' }, done('c')] },
    };
    expect(questionAnswers([fileQuestion], drafts, [2])).toEqual([{ question_id: 7, rooms: [], attachment_ids: [id('a'), id('c')] }]);
    expect(questionAnswers([fileQuestion], { 7: { text: '', rooms: [], files: [] } }, [2])).toEqual([]);
  });

  it('asks for a file when required, and to wait while one is uploading', () => {
    expect(checkAddOns([fileQuestion], {}, [], {}, [])).toEqual({ 'question.7': 'required' });
    expect(checkAddOns([fileQuestion], { 7: { text: '', rooms: [], files: [done('a'), { key: 'u', state: 'uploading', name: 'u.png', size: 1 }] } }, [], {}, [])).toEqual({
      'question.7': 'attachments_uploading',
    });
    expect(checkAddOns([fileQuestion], { 7: { text: '', rooms: [], files: [done('a')] } }, [], {}, [])).toEqual({});
    expect(checkAddOns([{ ...fileQuestion, required: false }], {}, [], {}, [])).toEqual({});
  });
});

describe('file questions on the server', () => {
  it('wants one file at least when required, and files on file questions only', () => {
    expect(() => checkAnswers([fileQuestion], [], [2])).toThrow('attach at least one file');
    expect(() => checkAnswers([fileQuestion], [{ question_id: 7, rooms: [], attachment_ids: [id('a')] }], [2])).not.toThrow();
    const text = { ...fileQuestion, id: 8, question_type: 'free' as const, answer_type: 'text' as const, required: false };
    expect(() => checkAnswers([fileQuestion, text], [{ question_id: 7, rooms: [], attachment_ids: [id('a')] }, { question_id: 8, text: 'hi', rooms: [], attachment_ids: [id('b')] }], [2])).toThrow(
      'only a file question takes files',
    );
    expect(() => checkAnswers([fileQuestion], [{ question_id: 7, rooms: [], attachment_ids: [id('a'), id('a')] }], [2])).toThrow('given twice');
  });
});
