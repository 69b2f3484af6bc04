// The guest-detail page's error summary, in the page's order: the guest's details, the questions
// and extras, then payment and terms. Each item names its field and links to it.
import type { FieldErrors } from 'react-hook-form';
import type { AdditionalQuestion, Extra, Language } from '../../../contract';
import type { useT } from '../../lib/i18n';
import type { SummaryItem } from '../../ui/ErrorSummary';
import { GUEST_FORM_FIELDS, type GuestFormField, type GuestFormValues } from './guest-form';
import { localised } from '../../../contract/rules/localised';

const LAST_FIELDS: readonly GuestFormField[] = ['payment_type', 'terms'];

export interface AddOnProblems {
  /** Field ids ("question.3", "extra.2.quantity") -> message keys under booking.errors. */
  errors: Readonly<Record<string, string>>;
  questions: readonly AdditionalQuestion[];
  extras: readonly Extra[];
}

export function summaryItems(t: ReturnType<typeof useT>, locale: Language, errors: FieldErrors<GuestFormValues>, addOns: AddOnProblems): SummaryItem[] {
  const fieldItem = (f: GuestFormField): SummaryItem => ({
    key: f,
    text: f === 'terms' ? t('booking.errors.terms_required') : `${t(`booking.fields.${f}`)}: ${t(`booking.errors.${String(errors[f]?.message)}`)}`,
    target: `gd-${f}`,
  });
  return [
    ...GUEST_FORM_FIELDS.filter((f) => errors[f]?.message && !LAST_FIELDS.includes(f)).map(fieldItem),
    ...Object.entries(addOns.errors).map(([id, m]) => {
      const [kind, n, part] = id.split('.');
      const q = addOns.questions.find((x) => x.id === Number(n));
      const e = addOns.extras.find((x) => x.extra_id === Number(n));
      const label = kind === 'question' ? localised(q?.text, locale, q?.code ?? '') : localised(e?.name, locale, e?.code ?? '');
      return { key: id, text: `${label}: ${t(`booking.errors.${m}`)}`, target: kind === 'question' ? `yb-q-${n}` : `yb-extra-${n}-${part === 'delivery_date' ? 'date' : part}` };
    }),
    ...LAST_FIELDS.filter((f) => errors[f]?.message).map(fieldItem),
  ];
}
