import { describe, expect, it, vi } from 'vitest';
import { createDuplicateGuard } from '../../src/lib/duplicate-guard';

describe('duplicate reservation guard (document 2 §7.1)', () => {
  function guard() {
    let now = 1_000;
    const log = vi.fn();
    const g = createDuplicateGuard({ now: () => now, log });
    return { g, log, advance: (ms: number) => (now += ms) };
  }

  it('logs the same body sent again within 2 seconds', () => {
    const { g, log, advance } = guard();
    expect(g.record({ a: 1, guest: { email: 'x@y.z' } })).toBe(false);
    advance(1_999);
    expect(g.record({ guest: { email: 'x@y.z' }, a: 1 })).toBe(true);
    expect(log).toHaveBeenCalledWith('duplicate reservation', expect.anything());
  });

  it('does not log after 2 seconds or for a different body', () => {
    const { g, log, advance } = guard();
    g.record({ a: 1 });
    advance(2_001);
    expect(g.record({ a: 1 })).toBe(false);
    expect(g.record({ a: 2 })).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps only the last 10 bodies', () => {
    const { g } = guard();
    for (let i = 0; i < 12; i++) g.record({ i });
    expect(g.kept()).toHaveLength(10);
    expect(g.kept()[0]).toBe('{"i":2}');
    // The first body fell out, so sending it again is not seen as a duplicate.
    expect(g.record({ i: 0 })).toBe(false);
  });
});
