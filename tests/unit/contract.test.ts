import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CATALOGUE,
  CURRENCIES,
  CURRENCY_CODES,
  ErrorEnvelopeSchema,
  IsoDateSchema,
  errorEnvelope,
  readError,
  type CurrencyCode,
  type ReservationStatus,
} from '../../contract';

describe('error envelope', () => {
  it('reads errors as an array', () => {
    const env = ErrorEnvelopeSchema.parse(errorEnvelope('Bad Request', 1000, 'checkin is required', 'checkin'));
    expect(readError(env)).toEqual({ title: 'Bad Request', code: 1000, error: 'checkin is required', field: 'checkin' });
  });

  it('reads errors as a single item', () => {
    const env = ErrorEnvelopeSchema.parse({ errors: { title: 'Forbidden', details: { base: [{ code: 4000, error: 'expired' }] } } });
    expect(readError(env).code).toBe(4000);
  });

  it('reads a bare error string', () => {
    const env = ErrorEnvelopeSchema.parse({ error: 'Not found' });
    expect(readError(env)).toMatchObject({ title: 'Not found', code: undefined });
  });

  it('rejects what is not an envelope', () => {
    expect(ErrorEnvelopeSchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('has unique catalogue codes', () => {
    const codes = Object.values(CATALOGUE).map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(CATALOGUE.IDENTITY_EXPIRED.code).toBe(4000);
    expect(CATALOGUE.RESERVABLE_PERIOD.code).toBe(1903);
  });
});

describe('currency table', () => {
  it('lists the 38 currencies with JPY first', () => {
    expect(CURRENCY_CODES).toHaveLength(38);
    expect(CURRENCY_CODES[0]).toBe('JPY');
  });

  it('knows decimal digits, symbols and flags', () => {
    expect(CURRENCIES.JPY).toEqual({ code: 'JPY', symbol: '¥', decimalDigits: 0, isSuggested: false, searchable: true });
    expect(CURRENCIES.KWD).toMatchObject({ decimalDigits: 3, searchable: false, symbol: 'KWD' });
    expect(CURRENCIES.USD).toMatchObject({ decimalDigits: 2, isSuggested: true, symbol: '$' });
    expect(CURRENCIES.TWD).toMatchObject({ decimalDigits: 0, symbol: 'NT$' });
    expect(CURRENCIES.EGP.searchable).toBe(false);
    const zero = CURRENCY_CODES.filter((c) => CURRENCIES[c].decimalDigits === 0);
    expect(zero.sort()).toEqual(['IDR', 'JPY', 'KRW', 'TWD', 'VND']);
  });

  it('types codes and statuses as unions', () => {
    expectTypeOf<'JPY'>().toExtend<CurrencyCode>();
    expectTypeOf<ReservationStatus>().toEqualTypeOf<'done' | 'payment_pending' | 'cancelled'>();
  });
});

describe('dates on the wire', () => {
  it('accepts real calendar days only', () => {
    expect(IsoDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(IsoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-2-3').success).toBe(false);
  });
});

describe('an http(s) address', () => {
  it('is an absolute http or https address with a host', async () => {
    const { HttpUrlSchema } = await import('../../contract');
    for (const ok of ['https://book.tokyo.example/', 'http://localhost:8081', 'https://api.example/v1?x=1']) expect(HttpUrlSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://files.example/', 'not a url', '/relative/path', 'https://', 'data:text/html,hi', '']) expect(HttpUrlSchema.safeParse(bad).success).toBe(false);
  });
});
