// A request for the hotel, in the guest's words (up to 1,000 characters); the section's title is
// the field's label.
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import type { GuestFormValues } from '../guest-form';
import { GuestField } from './GuestField';

export function NotesSection({ form }: { form: UseFormReturn<GuestFormValues> }) {
  const t = useT();
  return (
    <section className="y-card yb-section" aria-labelledby="yb-notes-title">
      <h2 id="yb-notes-title" className="yb-h2">
        {t('booking.fields.notes')}
      </h2>
      <GuestField form={form} name="notes" multiline hideLabel />
    </section>
  );
}
