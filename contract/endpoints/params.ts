// The path placeholders calls share, named as document 2 writes them.
import * as z from 'zod/mini';
import { HotelRefSchema } from '../common';

/** `/hotels/{id}/…`: the hotel's code (or id). */
export const HotelIdParams = z.object({ id: HotelRefSchema });
/** `/hotels/{code}/…` (document 2 §7.2 names the settings calls' hotel so). */
export const HotelCodeParams = z.object({ code: HotelRefSchema });
/** `/hotel_brands/{id}/…`: the brand's id or code. */
export const BrandIdParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a brand id or code')) });
