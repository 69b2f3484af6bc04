// /my-account and /my-account/profile (document 1 §2, §3 "Member", §5 profile update, §6): the
// member's details with names in the variants of their language, address, receipt name and the
// promotion e-mail choice; updated only when allowed (signed in, not a custom-provider member, the
// program allows it). Also the e-mail address (a new one is pending until its link is opened),
// the password, and deleting the account.
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { Language, MembershipProgram } from '../../../contract';
import { appState } from '../../lib/app-store';
import { countryOptions } from '../../lib/countries';
import { useLocale, useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import '../../ui/forms.css';
import './members.css';
import { updateMember } from './members-api';
import { fetchMemberProgram } from '../../lib/member-program';
import { adoptMember } from './member-session';
import { pinProblem } from './form-errors';
import { memberProblem, type Problem } from './problems';
import { profileFields, profileSchema, profileValues, toUpdateRequest, type ProfileField, type ProfileValues } from './profile-form';
import { kanaName } from '../../lib/member-name';
import { useZodForm } from '../../lib/use-zod-form';
import { isMember, profileUpdateAllowed } from './visibility';
import { AccountLayout } from './components/AccountLayout';
import { HotelContact } from '../../ui/HotelContact';
import { ErrorSummary, type SummaryItem } from './components/ErrorSummary';
import { Field } from './components/Field';
import { FormAlert } from './components/FormAlert';
import { EmailSection } from './components/EmailSection';
import { PasswordSection } from './components/PasswordSection';
import { DeleteAccountSection } from './components/DeleteAccountSection';
import { useFocusWhen } from '../../ui/use-focus-when';

const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  last_name: 'family-name',
  first_name: 'given-name',
  dob: 'bday',
  phone: 'tel',
  postal_code: 'postal-code',
  prefecture_or_state: 'address-level1',
  street_address: 'street-address',
  building_name_and_number: 'address-line2',
  occupation: 'organization-title',
};

export default function ProfilePage() {
  usePageTitle('members.titles.my_account');
  return (
    <AccountLayout current="profile">
      <Profile />
      <EmailSection />
      <PasswordSection />
      <DeleteAccountSection />
    </AccountLayout>
  );
}

function Profile() {
  const t = useT();
  const locale = useLocale();
  const { user, hotelCode } = useSnapshot(appState);
  const [program, setProgram] = useState<MembershipProgram | null>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const member = isMember(user) ? user : null;
  // Whether a member is signed in and their program, not their details, decide whether it is read again.
  const signedIn = member !== null;
  const programId = member?.program_id;

  useEffect(() => {
    if (!hotelCode || !signedIn) return;
    // The program says whether its members may update their details; its failure leaves that to the member answer.
    fetchMemberProgram(hotelCode, locale).then((a) => setProgram(a.data), () => undefined);
  }, [hotelCode, signedIn, programId, locale]);

  if (!member) return null;
  const allowed = profileUpdateAllowed(member, program?.update_member_profile_enabled);
  const values = profileValues(member);
  // Names follow the rules of the member's own language (the one they signed up in).
  const nameLocale = member.locale ?? locale;
  const fields = profileFields(nameLocale);
  const reading = kanaName(member, locale);

  const shown = (f: ProfileField): string => {
    const v = values[f];
    if (!v) return '';
    if (f === 'gender') return t(`members.gender.${v}`);
    if (f === 'nationality') return countryOptions(locale).find((c) => c.code === v)?.name ?? v;
    return v;
  };

  return (
    <section className="y-card ym-section" aria-labelledby="pf-title" data-testid="profile">
      <div className="ym-section__head">
        <h2 id="pf-title" className="ym-subtitle">
          {t('members.profile.title')}
        </h2>
        {allowed && !editing && (
          <button
            ref={editRef}
            type="button"
            className="y-button y-button--quiet ym-small"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            data-testid="edit-profile"
          >
            {t('members.profile.edit')}
          </button>
        )}
      </div>
      {saved && (
        <p className="ym-note ym-note--success" role="status" data-testid="profile-saved">
          <span aria-hidden="true">✓ </span>
          {t('members.profile.saved')}
        </p>
      )}
      {!allowed && (
        <div className="ym-note" data-testid="profile-locked">
          <p>{member.provider === 'custom' ? t('members.profile.managed_elsewhere') : t('members.profile.not_updatable')}</p>
          {member.provider !== 'custom' && <HotelContact hotel={appState.init?.booking_widget_setting_attributes.hotel} />}
        </div>
      )}
      {editing ? (
        <ProfileForm
          initial={values}
          nameLocale={nameLocale}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => editRef.current?.focus());
          }}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
            requestAnimationFrame(() => editRef.current?.focus());
          }}
        />
      ) : (
        <dl className="ym-facts">
          {reading && (
            <>
              <dt>{t('members.profile.reading')}</dt>
              <dd>{reading}</dd>
            </>
          )}
          {fields
            .filter((f) => !f.endsWith('_kana'))
            .map((f) => (
              <div key={f} className="ym-facts__row">
                <dt>{t(`members.fields.${f}`)}</dt>
                <dd data-testid={`profile-${f}`}>{shown(f) || <span className="y-muted">{t('members.profile.not_given')}</span>}</dd>
              </div>
            ))}
          <div className="ym-facts__row">
            <dt>{t('members.fields.promotion_email_opt_in_short')}</dt>
            <dd data-testid="profile-promotion">{values.promotion_email_opt_in ? t('members.profile.opt_in_yes') : t('members.profile.opt_in_no')}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function ProfileForm({ initial, nameLocale, onCancel, onSaved }: { initial: ProfileValues; nameLocale: Language; onCancel(): void; onSaved(): void }) {
  const t = useT();
  const locale = useLocale();
  const { hotelCode } = useSnapshot(appState);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const alertRef = useFocusWhen<HTMLDivElement>(problem);
  const summaryRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => profileSchema(nameLocale), [nameLocale]);
  const fields = profileFields(nameLocale);
  const form = useZodForm<ProfileValues>(schema, { defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const errors = form.formState.errors;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  useEffect(() => {
    document.getElementById('pf-last_name')?.focus();
  }, []);

  const label = (f: ProfileField) => t(`members.fields.${f}`);
  const message = (f: ProfileField) => (errors[f]?.message ? t(`members.errors.${errors[f].message}`) : undefined);
  const summary: SummaryItem[] | null = summaryOpen ? fields.filter((f) => errors[f]?.message).map((f) => ({ target: `pf-${f}`, text: `${label(f)}: ${message(f)}` })) : null;

  const onSubmit = form.handleSubmit(
    async (v) => {
      if (!hotelCode) return;
      setProblem(null);
      setSummaryOpen(false);
      try {
        const answer = await updateMember(hotelCode, toUpdateRequest(v, nameLocale));
        adoptMember(answer.data);
        onSaved();
      } catch (err) {
        const p = memberProblem(err, 'profile');
        pinProblem(form, p, fields);
        setProblem(p);
      }
    },
    (_e: FieldErrors<ProfileValues>) => {
      setSummaryOpen(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
  );

  const text = (f: ProfileField, required = false, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field key={f} id={`pf-${f}`} label={label(f)} autoComplete={AUTOCOMPLETE[f] ?? 'off'} required={required} registration={form.register(f)} error={message(f)} {...extra} />
  );
  const select = (f: 'gender' | 'nationality', options: { value: string; label: string }[]) => (
    <div className="y-field ym-field" key={f}>
      <label className="y-field__label" htmlFor={`pf-${f}`}>
        {label(f)}
        <span className="ym-optional"> {t('members.form.optional')}</span>
      </label>
      <select
        id={`pf-${f}`}
        className="y-select"
        autoComplete={f === 'nationality' ? 'country' : 'sex'}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={errors[f] ? `pf-${f}-error` : undefined}
        {...form.register(f)}
      >
        <option value="">{t('members.profile.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[f] && (
        <p id={`pf-${f}-error`} className="y-field__error">
          {message(f)}
        </p>
      )}
    </div>
  );

  const has = (f: ProfileField) => fields.includes(f);
  return (
    <form className="ym-form ym-form--flat" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.formState.isSubmitting} data-testid="profile-form" aria-describedby="pf-required-note">
      <p id="pf-required-note" className="y-muted ym-lead">
        {t('members.form.required_note')}
      </p>
      <ErrorSummary ref={summaryRef} items={summary} />
      <FormAlert ref={alertRef} problem={problem} />
      <fieldset className="ym-fieldset">
        <legend>{t('members.profile.name')}</legend>
        <div className="ym-row">
          {text('last_name', true)}
          {text('first_name', true)}
        </div>
        {has('last_name_kanji') && (
          <div className="ym-row">
            {text('last_name_kanji')}
            {text('first_name_kanji')}
          </div>
        )}
        {has('last_name_kana') && (
          <div className="ym-row">
            {text('last_name_kana')}
            {text('first_name_kana')}
          </div>
        )}
      </fieldset>
      <fieldset className="ym-fieldset">
        <legend>{t('members.profile.about')}</legend>
        <div className="ym-row ym-row--wide">
          {text('dob', false, { type: 'date' })}
          {select(
            'gender',
            ['male', 'female', 'other', 'no_answer'].map((g) => ({ value: g, label: t(`members.gender.${g}`) })),
          )}
        </div>
        <div className="ym-row ym-row--wide">
          {select(
            'nationality',
            countries.map((c) => ({ value: c.code, label: c.name })),
          )}
          {text('occupation')}
        </div>
        {text('phone', false, { type: 'tel', inputMode: 'tel', hint: t('members.profile.phone_hint') })}
      </fieldset>
      <fieldset className="ym-fieldset">
        <legend>{t('members.profile.address')}</legend>
        <div className="ym-row ym-row--wide">
          {text('postal_code', false, { hint: t('members.profile.postcode_hint') })}
          {text('prefecture_or_state')}
        </div>
        {text('street_address')}
        {text('building_name_and_number')}
      </fieldset>
      <fieldset className="ym-fieldset">
        <legend>{t('members.profile.receipt')}</legend>
        {text('receipt_title', false, { hint: t('members.profile.receipt_hint') })}
        {has('receipt_unicode') && text('receipt_unicode', false, { inputMode: 'numeric', hint: t('members.profile.receipt_unicode_hint') })}
      </fieldset>
      <label className="y-check ym-check">
        <input type="checkbox" {...form.register('promotion_email_opt_in')} data-testid="promotion-opt-in" />
        <span>{t('members.fields.promotion_email_opt_in')}</span>
      </label>
      <div className="ym-actions">
        <button type="submit" className="y-button" disabled={form.formState.isSubmitting} data-testid="save-profile">
          {form.formState.isSubmitting ? t('members.profile.saving') : t('members.profile.save')}
        </button>
        <button type="button" className="y-button y-button--quiet" onClick={onCancel}>
          {t('members.common.cancel')}
        </button>
      </div>
    </form>
  );
}
