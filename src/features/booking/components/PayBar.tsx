// The chat layout's pay bar: the total, stated as the price breakdown states it (after the points
// being spent), and the button that books (the guest form's, by its id), kept at the foot of the
// frame on the whole page.
import { BookButton } from './ReviewSection';
import { TotalDue, type TotalDueProps } from './TotalDue';

export function PayBar({ form, submitting, ...total }: TotalDueProps & { form: string; submitting: boolean }) {
  return (
    <div className="yb-paybar" data-testid="pay-bar">
      <TotalDue {...total} prefix="yb-paybar" ids={{ amount: 'pay-bar-total', charge: 'pay-bar-charge' }} />
      <BookButton submitting={submitting} form={form} />
    </div>
  );
}
