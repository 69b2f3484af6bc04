import { describe, expect, it } from 'vitest';
import { resetDb, testDb } from './helpers';

const snapshot = async (db: Awaited<ReturnType<typeof testDb>>) => ({
  hotels: await db.query('select code, maintenance, settings from hotels order by id'),
  points: await db.query('select id, points_balance from members order by id'),
  sold: await db.query<{ n: number }>('select coalesce(sum(sold), 0)::int as n from inventory'),
  mail: await db.query<{ n: number }>('select count(*)::int as n from mail_outbox'),
  brands: await db.query('select id from hotel_brands order by id'),
});

describe('the test database', () => {
  it('puts back rows changed, added and removed by a test, in any table', async () => {
    const db = await testDb();
    await resetDb(db);
    const before = await snapshot(db);
    await db.exec(`update hotels set maintenance = true;
      update members set points_balance = points_balance + 7;
      update inventory set sold = 1 where sold = 0 and stay_date = (select min(stay_date) from inventory);
      insert into mail_outbox (to_address, subject, html, text_body) values ('a@example.test', 's', 'h', 't');`);
    const [brand] = await db.query<{ id: number }>(`select id from hotel_brands where id not in (select brand_id from hotels where brand_id is not null) limit 1`);
    if (brand) await db.exec(`delete from hotel_brands where id = ${brand.id}`);
    expect(await snapshot(db)).not.toEqual(before);
    await resetDb(db);
    expect(await snapshot(db)).toEqual(before);
  });

  it('gives each test file a database of its own, starting from the seed', async () => {
    const db = await testDb();
    expect(await testDb()).toBe(db);
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from reservations`);
    expect(row!.n).toBe(0);
  });
});
