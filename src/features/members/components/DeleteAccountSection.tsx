// Deleting the account (document 2 §7.7 cancel; document 1 §6): said plainly what goes, confirmed
// in a dialog (with the current password for members who have one), then the member is signed out
// and shown /member-deleted-confirmation.
import { useState } from 'react';
import { useLocation } from 'wouter';
import * as z from 'zod/mini';
import { useSnapshot } from 'valtio';
import { logoutLocally } from '../../../lib/api';
import { appState } from '../../../lib/app-store';
import { useLocale, useT } from '../../../lib/i18n';
import { typedPasswordField } from '../../../lib/member-forms';
import { hotelPath } from '../../../lib/navigation';
import { useZodForm } from '../../../lib/use-zod-form';
import { Dialog } from '../../../ui/Dialog';
import { deleteAccount } from '../members-api';
import { memberProblem, type Problem } from '../problems';
import { errorText, pinProblem } from '../form-errors';
import { isMember } from '../visibility';
import { FormAlert } from './FormAlert';
import { CurrentPasswordField } from './PasswordFields';
import { hasPassword } from './member-kind';

interface Values {
  current_password: string;
  understood: boolean;
}

export function DeleteAccountSection() {
  const t = useT();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { user, hotelCode } = useSnapshot(appState);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const member = isMember(user) ? user : null;
  const needsPassword = member ? hasPassword(member) : false;
  const schema = z.object({
    current_password: needsPassword ? typedPasswordField : z.string(),
    understood: z.literal(true, 'confirm_required'),
  });
  const form = useZodForm<Values>(schema, { defaultValues: { current_password: '', understood: false } });
  const errors = form.formState.errors;
  if (!member) return null;

  const onSubmit = form.handleSubmit(async (v) => {
    if (!hotelCode) return;
    setProblem(null);
    try {
      await deleteAccount(hotelCode, needsPassword ? v.current_password : undefined, locale);
      logoutLocally();
      navigate(hotelPath('/member-deleted-confirmation'), { replace: true });
    } catch (err) {
      const p = memberProblem(err, 'delete');
      pinProblem(form, p, ['current_password']);
      setProblem(p);
    }
  });

  return (
    <section className="y-card ym-section ym-danger" aria-labelledby="del-title" data-testid="delete-section">
      <h2 id="del-title" className="ym-subtitle">
        {t('members.delete.title')}
      </h2>
      <p className="y-muted">{t('members.delete.text')}</p>
      <button type="button" className="y-button y-button--quiet ym-danger__button" onClick={() => setOpen(true)} data-testid="delete-account">
        {t('members.delete.open')}
      </button>
      {open && (
        <Dialog
          title={t('members.delete.confirm_title')}
          closeLabel={t('members.common.close')}
          onClose={() => {
            setOpen(false);
            setProblem(null);
          }}
        >
          <form className="ym-form ym-form--flat" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.formState.isSubmitting} data-testid="delete-form">
            <FormAlert problem={problem} />
            <ul className="ym-benefits">
              <li>{t('members.delete.lose_points')}</li>
              <li>{t('members.delete.lose_bookings')}</li>
              <li>{t('members.delete.keep_reservations')}</li>
            </ul>
            {needsPassword && <CurrentPasswordField id="del-current_password" registration={form.register('current_password')} error={errorText(t, errors.current_password?.message)} />}
            <div className="ym-terms">
              <label className="y-check ym-check">
                <input type="checkbox" aria-invalid={errors.understood ? true : undefined} aria-describedby={errors.understood ? 'del-understood-error' : undefined} {...form.register('understood')} />
                <span>{t('members.delete.understood')}</span>
              </label>
              {errors.understood && (
                <p id="del-understood-error" className="y-field__error">
                  {t('members.errors.confirm_required')}
                </p>
              )}
            </div>
            <div className="ym-actions">
              <button type="submit" className="y-button ym-danger__confirm" disabled={form.formState.isSubmitting} data-testid="confirm-delete">
                {form.formState.isSubmitting ? t('members.delete.deleting') : t('members.delete.submit')}
              </button>
              <button type="button" className="y-button y-button--quiet" onClick={() => setOpen(false)}>
                {t('members.common.cancel')}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
