import { describe, expect, it } from 'vitest';
import { guestName, familyNameFirst } from '../../../contract/rules/names';
import { localised } from '../../../contract/rules/localised';
import { extraLine, extraUnitPrice, taxOn } from '../../../contract/rules/extras';
import { hasSameDayPart, SAME_DAY_PERCENT_WITHOUT_PART } from '../../../contract/rules/cancellation';
import { isSupportedPaymentMethod, paysByCard } from '../../../contract/rules/payment-methods';
import { pointsUsable } from '../../../contract/rules/points';
import { formatAddress, hotelAddressIn, hotelNameIn } from '../../../contract/rules/hotel-text';
import { cancellationRule } from '../../../server/domain/cancellation';
import { policyLines } from '../../../src/lib/cancellation-policy';

describe('rules the widget and the API share', () => {
  it('writes a name in the order of the language, hangul solid', () => {
    const g = { first_name: 'Taro', last_name: 'Yamada' };
    expect(guestName(g, 'en')).toBe('Taro Yamada');
    expect(guestName(g, 'ja')).toBe('Yamada Taro');
    expect(guestName(g, 'zh_Hant')).toBe('Yamada Taro');
    expect(guestName({ first_name: '민준', last_name: '김' }, 'ko')).toBe('김민준');
    expect(guestName({ first_name: 'Minjun', last_name: 'Kim' }, 'ko')).toBe('Kim Minjun');
    expect(familyNameFirst('ar')).toBe(false);
  });

  it('falls back from the language to English, then any language, then the fallback', () => {
    expect(localised({ ja: '和室', en: 'Japanese room' }, 'ja', 'x')).toBe('和室');
    expect(localised({ ja: '和室', en: 'Japanese room' }, 'th', 'x')).toBe('Japanese room');
    expect(localised({ ja: '和室' }, 'th', 'x')).toBe('和室');
    expect(localised({}, 'th', 'code')).toBe('code');
    expect(localised(undefined, 'th')).toBeUndefined();
  });

  it('prices an extra line with its tax rounded down, at the night’s price for a dated extra', () => {
    expect(taxOn(333, 10)).toBe(33);
    expect(extraLine(333, 3, 10)).toEqual({ withoutTax: 999, tax: 99, withTax: 1098 });
    const dated = { extra_type: 'dated' as const, price: 1000, prices: [{ date: '2026-12-02', price: 1500 }] };
    expect(extraUnitPrice(dated, '2026-12-02')).toBe(1500);
    expect(extraUnitPrice(dated, '2026-12-03')).toBe(1000);
    expect(extraUnitPrice({ ...dated, extra_type: 'generic' }, '2026-12-02')).toBe(1000);
  });

  it('charges the whole stay on the check-in day when the policy has no part for it, and says so', () => {
    const policy = { cancel_before_at: null, cancellation_policy_parts: [{ days_before: 3, hours_after: null, percentage_of_cost: 30 }], no_show_percentage_of_cost: 100 };
    expect(hasSameDayPart(policy.cancellation_policy_parts)).toBe(false);
    expect(cancellationRule(policy, '2026-12-10', { date: '2026-12-10', hour: 9 }).percent).toBe(SAME_DAY_PERCENT_WITHOUT_PART);
    expect(policyLines(policy)).toContainEqual({ key: 'search.policy.same_day', params: { percent: SAME_DAY_PERCENT_WITHOUT_PART, time: '' } });
    const withDay = { ...policy, cancellation_policy_parts: [...policy.cancellation_policy_parts, { days_before: 0, hours_after: null, percentage_of_cost: 50 }] };
    expect(cancellationRule(withDay, '2026-12-10', { date: '2026-12-10', hour: 9 }).percent).toBe(50);
  });

  it('knows which payment methods take a card and which are taken at all', () => {
    expect(paysByCard('credit_card')).toBe(true);
    expect(paysByCard('on_site')).toBe(false);
    expect(isSupportedPaymentMethod('bank_transfer')).toBe(true);
    expect(isSupportedPaymentMethod('cash_on_moon')).toBe(false);
  });

  it('lets points be used only where the brand, the hotel and the member’s program all allow', () => {
    expect(pointsUsable({ brandProgram: true, hotelDisabled: false, memberProgram: true })).toBe(true);
    expect(pointsUsable({ brandProgram: true, hotelDisabled: true, memberProgram: true })).toBe(false);
    expect(pointsUsable({ brandProgram: false, hotelDisabled: false, memberProgram: true })).toBe(false);
    expect(pointsUsable({ brandProgram: true, hotelDisabled: false, memberProgram: false })).toBe(false);
  });

  it('names and places a hotel in the reader’s language', () => {
    const address = { post_code: '100-0001', full_address: 'Chiyoda 1-1', country: 'Japan' };
    const hotel = { name: 'ホテル', locale: 'ja', address, translations: { ko: { name: '호텔' }, en: { name: 'Hotel', address: { ...address, full_address: '1-1 Chiyoda' } } } };
    expect(hotelNameIn(hotel, 'ko')).toBe('호텔');
    expect(hotelNameIn(hotel, 'th')).toBe('Hotel');
    expect(hotelNameIn({ ...hotel, translations: {} }, 'th')).toBe('ホテル');
    expect(hotelAddressIn(hotel, 'ja').full_address).toBe('Chiyoda 1-1');
    expect(hotelAddressIn(hotel, 'th').full_address).toBe('1-1 Chiyoda');
    expect(formatAddress(address, 'ja')).toBe('100-0001, Chiyoda 1-1, Japan');
    expect(formatAddress(address, 'en')).toBe('Chiyoda 1-1, 100-0001, Japan');
  });
});
