// The buttons under a form of the account page: send (saying so while it is sent) and cancel.
import { useT } from '../../../lib/i18n';

export interface FormActionsProps {
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  onCancel: () => void;
  submitTestId?: string;
}

export function FormActions({ submitting, submitLabel, submittingLabel, onCancel, submitTestId }: FormActionsProps) {
  const t = useT();
  return (
    <div className="ym-actions">
      <button type="submit" className="y-button" disabled={submitting} data-testid={submitTestId}>
        {submitting ? submittingLabel : submitLabel}
      </button>
      <button type="button" className="y-button y-button--quiet" onClick={onCancel}>
        {t('members.common.cancel')}
      </button>
    </div>
  );
}
