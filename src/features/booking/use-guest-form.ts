// The guest-detail form: its rules (the hotel's settings and the language), its first values (a
// member's own details, what the guest typed in this tab winning over them, and an offer taken up
// on /reservation/fail applied), kept for the tab as the guest types, and filled from the member's
// details when the guest signs in on the page.
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod, User } from '../../../contract';
import { appState } from '../../lib/app-store';
import { useLocale } from '../../lib/i18n';
import { useZodForm } from '../../lib/use-zod-form';
import { clearResume, formDraft, resumeToApply, saveFormDraft, type ResumeChoice } from './booking-store';
import { focusCardForm, focusPaymentMethods } from './components/CardFailureOffers';
import { emptyGuestForm, guestFormSchema, memberPrefill, type FormRules, type GuestFormField, type GuestFormValues } from './guest-form';
import { paysByCard } from '../../../contract/rules/payment-methods';

/** The form's rules, the same object for as long as they are the same rules. */
function useRules(): FormRules {
  const locale = useLocale();
  const s = useSnapshot(appState).init?.booking_widget_setting_attributes;
  const kanaRequired = !!s?.kanji_name_required;
  const addressRequired = !!s?.customer_address_required;
  const englishNamesOnly = !!s?.english_name_required;
  return useMemo(() => ({ locale, kanaRequired, addressRequired, englishNamesOnly }), [locale, kanaRequired, addressRequired, englishNamesOnly]);
}

/** The saved form with the payment method the guest chose on /reservation/fail. */
function resumedValues(values: GuestFormValues, resume: ResumeChoice | null, methods: readonly PaymentMethod[]): GuestFormValues {
  if (resume === 'on_site' && methods.includes('on_site')) return { ...values, payment_type: 'on_site' };
  if (resume === 'card') {
    const card = methods.includes(values.payment_type as PaymentMethod) && paysByCard(values.payment_type) ? values.payment_type : methods.find(paysByCard);
    if (card) return { ...values, payment_type: card };
  }
  return values;
}

export function useGuestForm(methods: readonly PaymentMethod[]) {
  const rules = useRules();
  const schema = useMemo(() => guestFormSchema(rules), [rules]);
  // An offer taken up on /reservation/fail: the saved form comes back with that choice applied.
  const [resume] = useState(resumeToApply);
  const { user } = useSnapshot(appState);
  // A member's own details fill the form; what the guest typed (the tab's draft) wins over them.
  const [start] = useState(() => {
    const typed = Object.fromEntries(Object.entries(formDraft() ?? {}).filter(([, v]) => v !== ''));
    return { ...emptyGuestForm(), payment_type: methods.length === 1 ? (methods[0] ?? '') : '', ...memberPrefill(appState.user, rules), ...typed };
  });
  const form = useZodForm<GuestFormValues>(schema, {
    defaultValues: resumedValues(start, resume, methods),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // Signed in while on this page: the member's details fill the fields still empty (once per
  // member; the details as they are then).
  const prefill = useEffectEvent(() => {
    for (const [field, value] of Object.entries(memberPrefill(user as User | null, rules)) as [GuestFormField, string][]) {
      if (form.getValues(field) === '') form.setValue(field, value, { shouldDirty: true });
    }
  });
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) prefill();
  }, [userId]);

  useEffect(() => {
    const sub = form.watch((values) => saveFormDraft(values as Record<string, string | boolean>));
    return () => sub.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!resume) return;
    clearResume();
    if (resume === 'card') focusCardForm();
    else focusPaymentMethods(resume === 'on_site' ? 'on_site' : undefined);
  }, [resume]);

  return { form, rules };
}
