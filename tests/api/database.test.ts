import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/db';
import { seedDemo } from '../../server/seed/demo';
import { DEMO, testDb } from './helpers';

describe('migrations and the demo seed', () => {
  it('applies migrations once', async () => {
    const db = await testDb();
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds idempotently: a second run adds nothing', async () => {
    const db = await testDb();
    const count = async () =>
      (await db.query<{ n: string }>(
        `select (select count(*) from hotels) + (select count(*) from room_types) + (select count(*) from plans)
              + (select count(*) from rates) + (select count(*) from inventory) + (select count(*) from members) as n`,
      ))[0]!.n;
    const before = await count();
    const summary = await seedDemo(db);
    expect(summary.inserted).toEqual({ rates: 0, inventory: 0, members: 0 });
    expect(await count()).toBe(before);
  });

  it('holds 365 days of rates and inventory from today for every room plan', async () => {
    const db = await testDb();
    const rows = await db.query<{ code: string; days: number }>(
      `select rp.code, count(r.stay_date)::int as days
         from room_plans rp left join rates r on r.room_plan_id = rp.id
        group by rp.code having count(r.stay_date) < 365`,
    );
    expect(rows).toEqual([]);
    const inv = await db.query<{ n: number }>(`select count(*)::int as n from inventory where sold > total or sold < 0`);
    expect(inv[0]!.n).toBe(0);
  });

  it('has every demo hotel with rooms, plans, taxes, policies, extras and questions', async () => {
    const db = await testDb();
    for (const code of DEMO.hotelCodes) {
      const [row] = await db.query<Record<string, number>>(
        `select (select count(*)::int from room_types where hotel_id = h.id) as rooms,
                (select count(*)::int from plans where hotel_id = h.id) as plans,
                (select count(*)::int from cancellation_policies where hotel_id = h.id) as policies,
                (select count(*)::int from extras where hotel_id = h.id) as extras,
                (select count(*)::int from additional_questions where hotel_id = h.id) as questions,
                (case when h.tax_rules ? 'consumption_tax_percent' then 1 else 0 end) as taxes
           from hotels h where h.code = $1`,
        [code],
      );
      expect(row, code).toBeDefined();
      for (const [k, v] of Object.entries(row!)) expect(v, `${code} ${k}`).toBeGreaterThan(0);
    }
    const lottery = await db.query(`select 1 from lottery_events e join hotels h on h.id = e.hotel_id where h.code = 'demo-sapporo'`);
    expect(lottery).toHaveLength(1);
  });

  it('never stores a password in clear', async () => {
    const db = await testDb();
    const rows = await db.query<{ password_hash: string }>('select password_hash from members where password_hash is not null');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.password_hash.startsWith('scrypt$131072$8$1$')).toBe(true);
      expect(r.password_hash).not.toContain(DEMO.member.password);
    }
  });
});
