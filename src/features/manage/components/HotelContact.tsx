// How to reach the hotel on the manage pages: the full card on the manage page, and the phone and
// e-mail under every message that asks the guest to contact the hotel.
import { useSnapshot } from 'valtio';
import { appState } from '../../../lib/app-store';
import { HotelContact as SharedHotelContact } from '../../../ui/HotelContact';

/** The messages that send the guest to the hotel: each shows the hotel's phone and e-mail beside it. */
export const CONTACT_THE_HOTEL_KEYS: ReadonlySet<string> = new Set([
  'manage.errors.3014',
  'manage.errors.not_possible',
  'manage.errors.same_day',
  'manage.errors.deadline_passed',
  'manage.errors.edited_by_hotel',
  'manage.errors.receipt_not_available',
  'manage.errors.check_in_day_passed',
  'manage.cancel.same_day',
  'manage.receipt.errors.not_available',
  'manage.update.blocked.deadline_passed',
  'manage.update.blocked.edited_by_hotel',
  'manage.questions.files_note',
]);

/** The hotel's phone and e-mail as links; `full` adds its name and address under a heading. */
export function HotelContact({ full = false }: { full?: boolean }) {
  const { init } = useSnapshot(appState);
  return <SharedHotelContact hotel={init?.booking_widget_setting_attributes.hotel} full={full} />;
}
