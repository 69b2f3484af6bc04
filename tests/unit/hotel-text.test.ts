import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../src/lib/hotel-text';
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

describe('header placeholders', () => {
  it('fills the facility and brand names, escaped', () => {
    expect(fillPlaceholders('<b>{{facility_name}}</b> · {{ brand_name }}', { facilityName: 'A & <B>', brandName: 'Yadori' })).toBe(
      '<b>A &amp; &lt;B&gt;</b> · Yadori',
    );
  });
});
