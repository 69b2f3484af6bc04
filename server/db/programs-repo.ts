// Membership programs and their ranks (document 2 §7.7 program, switch; programs by id and by brand).
import type { Translations } from '../../contract';
import type { Queryable } from './db';

export interface ProgramRow {
  id: number;
  code: string;
  name: Translations;
  settings: { point_program_enabled?: unknown; update_member_profile_enabled?: unknown; additional_tiers_attributes?: unknown };
  brand_id: number;
  ranks: { id: number; code: string; name: Translations; position: number; discount_percent: number; benefits: Record<string, unknown> }[];
}

const PROGRAM_SELECT = `
  select p.id, p.code, p.name, p.settings, p.brand_id,
         coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'position', r.position,
                                                     'discount_percent', r.discount_percent, 'benefits', r.benefits) order by r.position)
                     from membership_ranks r where r.program_id = p.id), '[]'::json) as ranks
    from membership_programs p`;

export async function programOfBrand(db: Queryable, brandId: number, programId: number): Promise<ProgramRow | undefined> {
  const [row] = await db.query<ProgramRow>(`${PROGRAM_SELECT} where p.id = $1 and p.brand_id = $2`, [programId, brandId]);
  return row;
}

export async function programById(db: Queryable, programId: number): Promise<ProgramRow | undefined> {
  const [row] = await db.query<ProgramRow>(`${PROGRAM_SELECT} where p.id = $1`, [programId]);
  return row;
}

export async function programsOfBrand(db: Queryable, brandId: number): Promise<ProgramRow[]> {
  return db.query<ProgramRow>(`${PROGRAM_SELECT} where p.brand_id = $1 order by p.id`, [brandId]);
}

/**
 * The program a new member joins, with its first rank: the one named (of the brand), else the
 * brand's first. Undefined when there is none (or the one named is not the brand's).
 */
export async function joinableProgram(db: Queryable, brandId: number, programId: number | null = null): Promise<{ id: number; rank_id: number | null } | undefined> {
  const [program] = await db.query<{ id: number; rank_id: number | null }>(
    `select p.id, (select r.id from membership_ranks r where r.program_id = p.id order by r.position limit 1) as rank_id
       from membership_programs p where p.brand_id = $1 and ($2::int is null or p.id = $2) order by p.id limit 1`,
    [brandId, programId],
  );
  return program;
}

/** A brand's id from its code, or from its id written out. */
export async function brandIdOf(db: Queryable, ref: string): Promise<number | undefined> {
  const [found] = await db.query<{ id: number }>('select id from hotel_brands where code = $1 or ($2::int is not null and id = $2)', [ref, /^\d{1,9}$/.test(ref) ? Number(ref) : null]);
  return found?.id;
}
