import { describe, expect, it } from 'vitest';
import type { BookingWidgetSettings } from '../../contract';
import { formatAddress, hotelAddress } from '../../src/lib/hotel-text';
import { fillPlaceholders } from '../../src/lib/sanitize';

describe('hotel address', () => {
  const address = { post_code: '100-0005', full_address: '1-1 Marunouchi, Chiyoda-ku, Tokyo', country: 'Japan' };
  it('puts the postcode first in Japanese', () => {
    expect(formatAddress(address, 'ja')).toBe('100-0005, 1-1 Marunouchi, Chiyoda-ku, Tokyo, Japan');
  });
  it('puts the postcode before the country otherwise', () => {
    expect(formatAddress(address, 'en')).toBe('1-1 Marunouchi, Chiyoda-ku, Tokyo, 100-0005, Japan');
  });
  it('skips empty parts', () => {
    expect(formatAddress({ ...address, post_code: '' }, 'en')).toBe('1-1 Marunouchi, Chiyoda-ku, Tokyo, Japan');
  });
});

describe('the hotel address for each reader', () => {
  const original = { post_code: '104-0061', full_address: '東京都中央区銀座7-18-2', country: '日本' };
  const english = { post_code: '104-0061', full_address: '7-18-2 Ginza, Chuo-ku, Tokyo', country: 'Japan' };
  const korean = { post_code: '104-0061', full_address: '도쿄도 주오구 긴자 7-18-2', country: '일본' };
  const settings = { hotel: { locale: 'ja', address: original, translations: { en: { address: english }, ko: { address: korean } } } } as unknown as BookingWidgetSettings;
  it('as the hotel wrote it in the reader’s language; the original in the hotel’s own; else English', () => {
    expect(hotelAddress(settings, 'ko')).toBe(korean);
    expect(hotelAddress(settings, 'ja')).toBe(original);
    expect(hotelAddress(settings, 'en')).toBe(english);
    expect(hotelAddress(settings, 'th')).toBe(english);
  });
  it('the original when the hotel wrote no other', () => {
    const plain = { hotel: { locale: 'ja', address: original, translations: {} } } as unknown as BookingWidgetSettings;
    expect(hotelAddress(plain, 'en')).toBe(original);
  });
});

describe('header placeholders', () => {
  it('fills the facility and brand names, escaped', () => {
    expect(fillPlaceholders('<b>{{facility_name}}</b> · {{ brand_name }}', { facilityName: 'A & <B>', brandName: 'Yadori' })).toBe(
      '<b>A &amp; &lt;B&gt;</b> · Yadori',
    );
  });
});
