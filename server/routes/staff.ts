// The hotel's back office, reduced to what the product needs exercised: maintenance, custom HTML,
// the person check, the chatbot, one-time sign-in tokens. Every call needs the staff token.
import type { FastifyInstance } from 'fastify';
import {
  createOneTimeToken as createOneTimeTokenCall,
  markReservationEdited,
  setChatbotSetting as setChatbotSettingCall,
  setMaintenance as setMaintenanceCall,
  setTurnstileVerification,
  setWebsiteHtml as setWebsiteHtmlCall,
} from '../../contract/endpoints/staff';
import { fail } from '../errors';
import { findHotel, setChatbotSetting, setMaintenance, setPersonCheck, setWebsiteHtml } from '../db/hotels-repo';
import { createOneTimeToken, findMemberByEmail } from '../db/identity-repo';
import { markEditedByHotel } from '../db/reservations-repo';
import { requireHotel, requireStaff } from '../http/guards';
import { route } from '../http/route';

const ONE_TIME_TOKEN_TTL_MS = 10 * 60 * 1000;

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStaff);

  route(app, setMaintenanceCall, async ({ body }, req) => {
    const hotel = await requireHotel(req, { allowMaintenance: true });
    await setMaintenance(app.db, hotel.id, body.enabled);
    return { data: { hotel_code: hotel.code, maintenance: body.enabled } };
  });

  route(app, setWebsiteHtmlCall, async ({ body }, req) => {
    const hotel = await requireHotel(req, { allowMaintenance: true });
    await setWebsiteHtml(app.db, hotel.id, body.website_header_html, body.website_footer_html);
    return { data: { hotel_code: hotel.code } };
  });

  /** Whether sign-ins past an account's ceiling need a person check (turnstile_verification_enabled). */
  route(app, setTurnstileVerification, async ({ body }, req) => {
    const hotel = await requireHotel(req, { allowMaintenance: true });
    await setPersonCheck(app.db, hotel.id, body.enabled);
    return { data: { hotel_code: hotel.code, turnstile_verification_enabled: body.enabled } };
  });

  /** The hotel's chatbot: on or off, the pages that may host it, and the secret of its assertions. */
  route(app, setChatbotSettingCall, async ({ body }, req) => {
    const hotel = await requireHotel(req, { allowMaintenance: true });
    const { secret, ...setting } = body;
    await setChatbotSetting(app.db, hotel.id, setting, secret);
    return { data: { hotel_code: hotel.code, chatbot_setting: setting } };
  });

  /** Marks a reservation as edited by the hotel: from then on it is not changed online (3014). */
  route(app, markReservationEdited, async ({ params }) => {
    const id = Number(params.id);
    if (!(await markEditedByHotel(app.db, id))) throw fail.notFound(`No reservation ${params.id}`);
    return { data: { id, edited: true as const } };
  });

  /** A one-time sign-in token for a member, as a hotel's site or chatbot would hand one out. */
  route(app, createOneTimeTokenCall, async ({ body }, _req, reply) => {
    const hotel = await findHotel(app.db, body.hotel);
    if (!hotel) throw fail.badRequest(`hotel ${body.hotel} does not exist`, 'hotel');
    const member = await findMemberByEmail(app.db, hotel.brand_id, body.email);
    if (!member) throw fail.badRequest('email is not a member of this brand', 'email');
    const token = await createOneTimeToken(app.db, member.id, hotel.brand_id, ONE_TIME_TOKEN_TTL_MS);
    reply.status(201);
    return { data: { token: token.token, expires_at: token.expiresAt.toISOString() } };
  });
}
