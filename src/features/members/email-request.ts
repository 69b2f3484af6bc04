// A form that asks only for an address and has the API mail something to it (a reset link, the
// confirmation mail again): the address is remembered for the tab as it is typed, the server's
// answer is said in words (and pinned on the field when it concerns the address), and the address
// the mail went to is kept for the page to speak of.
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import type { Language } from '../../../contract';
import { appState } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { emailField } from '../../lib/member-forms';
import { useZodForm } from '../../lib/use-zod-form';
import { memberProblem, type Problem, type ProblemContext } from './problems';
import { rememberEmail } from './navigation';
import { useFocusWhen } from '../../ui/use-focus-when';

const schema = z.object({ email: emailField });
type Values = { email: string };

export function useEmailRequest(opts: {
  defaultEmail: string;
  context: ProblemContext;
  send: (hotelCode: string, email: string, locale: Language) => Promise<unknown>;
}) {
  const t = useT();
  const locale = useLocale();
  const { hotelCode } = useSnapshot(appState);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  const form = useZodForm<Values>(schema, { defaultValues: { email: opts.defaultEmail } });
  const e = form.formState.errors.email?.message;

  useEffect(() => {
    const sub = form.watch((v) => rememberEmail(v.email ?? ''));
    return () => sub.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (!hotelCode) return;
    setProblem(null);
    setSent(null);
    try {
      await opts.send(hotelCode, email.trim(), locale);
      setSent(email.trim());
    } catch (err) {
      const p = memberProblem(err, opts.context);
      if (p.field === 'email') form.setError('email', { type: 'server', message: p.key.replace('members.errors.', '') });
      setProblem(p);
    }
  });

  /** The props of the address field, all but its id. */
  const emailProps = {
    label: t('members.fields.email'),
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    required: true,
    registration: form.register('email'),
    error: e ? t(`members.errors.${e}`) : undefined,
  } as const;

  return { form, problem, alertRef, sent, setSent, onSubmit, emailProps };
}
