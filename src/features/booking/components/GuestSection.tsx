// The guest's name and contact: the name in the script the form asks for (kana readings too when
// the hotel asks, in Japanese), e-mail twice, phone, the address when the hotel asks for it, and
// the Taiwan receipt id in Traditional Chinese.
import type { UseFormReturn } from 'react-hook-form';
import { useLocale, useT } from '../../../lib/i18n';
import { visibleFields, type FormRules, type GuestFormValues } from '../guest-form';
import { GuestField } from './GuestField';

export function GuestSection({ form, rules }: { form: UseFormReturn<GuestFormValues>; rules: FormRules }) {
  const t = useT();
  const locale = useLocale();
  const shown = visibleFields(rules);
  return (
    <section className="y-card yb-section" aria-labelledby="yb-guest-title">
      <h2 id="yb-guest-title" className="yb-h2">
        {t('booking.guest.title')}
      </h2>
      <p id="yb-required-note" className="yb-note">
        {t('booking.fields.required_note')}
      </p>
      <div className="yb-grid">
        <GuestField form={form} name="last_name" autoComplete="family-name" required />
        <GuestField form={form} name="first_name" autoComplete="given-name" required />
        {shown.kana && <GuestField form={form} name="last_name_kana" required />}
        {shown.kana && <GuestField form={form} name="first_name_kana" required />}
      </div>
      {(rules.englishNamesOnly || locale === 'en') && <p className="yb-note">{t('booking.guest.names_hint_en')}</p>}
      <div className="yb-grid">
        <GuestField form={form} name="email" type="email" autoComplete="email" required />
        <GuestField form={form} name="email_confirmation" type="email" autoComplete="off" required />
        <GuestField form={form} name="phone" type="tel" autoComplete="tel" required hint={t('booking.guest.phone_hint')} />
      </div>
      {shown.address && (
        <div className="yb-grid">
          <GuestField form={form} name="postal_code" autoComplete="postal-code" required />
          <GuestField form={form} name="prefecture_or_state" autoComplete="address-level1" />
          <GuestField form={form} name="street_address" autoComplete="street-address" required />
          <GuestField form={form} name="building_name_and_number" autoComplete="address-line2" />
        </div>
      )}
      {shown.twReceipt && <GuestField form={form} name="tw_receipt_id" hint={t('booking.guest.tw_receipt_hint')} />}
    </section>
  );
}
