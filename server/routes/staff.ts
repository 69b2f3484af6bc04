// The hotel's back office, reduced to what the product needs exercised: maintenance, custom HTML,
// one-time sign-in tokens. Every call needs the staff token.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ChatbotSettingRequestSchema, HotelHtmlRequestSchema, MaintenanceRequestSchema, OneTimeTokenRequestSchema, type OneTimeTokenAnswerSchema } from '../../contract';
import { fail, parseInput } from '../errors';
import { findHotel, setChatbotSetting, setMaintenance, setPersonCheck, setWebsiteHtml } from '../db/hotels-repo';
import { createOneTimeToken, findMemberByEmail } from '../db/identity-repo';
import { requireHotel, requireStaff } from '../http/guards';

const ONE_TIME_TOKEN_TTL_MS = 10 * 60 * 1000;

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStaff);

  app.put('/hotels/:hotel/maintenance', async (req) => {
    const hotel = await requireHotel(req, { allowMaintenance: true });
    const body = parseInput(MaintenanceRequestSchema, req.body, 'body');
    await setMaintenance(app.db, hotel.id, body.enabled);
    return { data: { hotel_code: hotel.code, maintenance: body.enabled } };
  });

  app.put('/hotels/:hotel/website_html', async (req) => {
    const hotel = await requireHotel(req, { allowMaintenance: true });
    const body = parseInput(HotelHtmlRequestSchema, req.body, 'body');
    await setWebsiteHtml(app.db, hotel.id, body.website_header_html, body.website_footer_html);
    return { data: { hotel_code: hotel.code } };
  });

  /** Whether sign-ins past an account's ceiling need a person check (turnstile_verification_enabled). */
  app.put('/hotels/:hotel/turnstile_verification', async (req) => {
    const hotel = await requireHotel(req, { allowMaintenance: true });
    const body = parseInput(MaintenanceRequestSchema, req.body, 'body');
    await setPersonCheck(app.db, hotel.id, body.enabled);
    return { data: { hotel_code: hotel.code, turnstile_verification_enabled: body.enabled } };
  });

  /** The hotel's chatbot: on or off, the pages that may host it, and the secret of its assertions. */
  app.put('/hotels/:hotel/chatbot_setting', async (req) => {
    const hotel = await requireHotel(req, { allowMaintenance: true });
    const { secret, ...setting } = parseInput(ChatbotSettingRequestSchema, req.body, 'body');
    await setChatbotSetting(app.db, hotel.id, setting, secret);
    return { data: { hotel_code: hotel.code, chatbot_setting: setting } };
  });

  /** Marks a reservation as edited by the hotel: from then on it is not changed online (3014). */
  app.put('/reservations/:id/edited', async (req) => {
    const { id } = parseInput(z.object({ id: z.string().check(z.regex(/^\d{1,9}$/, 'must be a reservation id')) }), req.params, 'params');
    const rows = await app.db.query('update reservations set staff_edited_at = now() where id = $1 returning id', [Number(id)]);
    if (rows.length === 0) throw fail.notFound(`No reservation ${id}`);
    return { data: { id: Number(id), edited: true } };
  });

  /** A one-time sign-in token for a member, as a hotel's site or chatbot would hand one out. */
  app.post('/one_time_tokens', async (req, reply): Promise<z.infer<typeof OneTimeTokenAnswerSchema>> => {
    const body = parseInput(OneTimeTokenRequestSchema, req.body, 'body');
    const hotel = await findHotel(app.db, body.hotel);
    if (!hotel) throw fail.badRequest(`hotel ${body.hotel} does not exist`, 'hotel');
    const member = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    if (!member) throw fail.badRequest('email is not a member of this brand', 'email');
    const token = await createOneTimeToken(app.db, member.id, hotel.brand_id, ONE_TIME_TOKEN_TTL_MS);
    reply.status(201);
    return { data: { token: token.token, expires_at: token.expiresAt.toISOString() } };
  });
}
