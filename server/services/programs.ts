// Membership programs as the wire has them (document 2 §7.7 program; programs by id and by brand):
// names in the member's language, the program's settings as flags, its ranks in order.
import * as z from 'zod/mini';
import { INVALID, MEMBER_ERRORS, type MembershipProgram, type Translations } from '../../contract';
import type { Queryable } from '../db/db';
import { programOfBrand, type ProgramRow } from '../db/programs-repo';
import { ApiError } from '../errors';
import { localised } from '../../contract/rules/localised';

const translated = (t: Translations, locale: string, fallback: string) => localised(t, locale, fallback);
const BenefitValue = z.union([z.number(), z.boolean(), z.string()]);
const TierSchema = z.looseObject({ code: z.string(), is_active: z.boolean(), translations: z.record(z.string(), z.string()) });

export function toProgram(row: ProgramRow, locale: string): MembershipProgram {
  const tiers = Array.isArray(row.settings.additional_tiers_attributes) ? row.settings.additional_tiers_attributes : [];
  return {
    id: row.id,
    code: row.code,
    name: translated(row.name, locale, row.code),
    translations: row.name,
    hotel_brand_id: row.brand_id,
    point_program_enabled: row.settings.point_program_enabled === true,
    update_member_profile_enabled: row.settings.update_member_profile_enabled === true,
    additional_tiers_attributes: tiers.flatMap((t) => {
      const parsed = TierSchema.safeParse(t);
      return parsed.success ? [parsed.data] : [];
    }),
    ranks: row.ranks.map((r) => ({
      id: r.id,
      code: r.code,
      name: translated(r.name, locale, r.code),
      translations: r.name,
      position: r.position,
      discount_percent: r.discount_percent,
      benefits: Object.fromEntries(Object.entries(r.benefits ?? {}).filter(([, v]) => BenefitValue.safeParse(v).success)) as Record<string, number | boolean | string>,
    })),
  };
}

/** A program that is not there (for this hotel), named by `program_id`. */
export function programNotFound(detail: string): ApiError {
  return new ApiError(404, INVALID.code, 'Not Found', `${MEMBER_ERRORS.programNotFound}: ${detail}`, 'program_id');
}

/** A program of the brand, or 404 naming `program_id`. */
export async function requireProgramOfBrand(db: Queryable, brandId: number, programId: number): Promise<ProgramRow> {
  const row = await programOfBrand(db, brandId, programId);
  if (!row) throw programNotFound('no such program for this hotel');
  return row;
}
