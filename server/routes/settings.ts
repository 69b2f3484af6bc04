import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { BookingWidgetSettingsAnswerSchema, InitSettingsAnswerSchema, LoginWidgetAnswerSchema } from '../../contract';
import { initSettingsOf } from '../db/hotels-repo';
import { requireClientSession, requireHotel } from './guards';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireClientSession);

  /** Everything the widget needs to start for a hotel. */
  app.get('/hotels/:hotel/settings/init', async (req): Promise<z.infer<typeof InitSettingsAnswerSchema>> => {
    const hotel = await requireHotel(req);
    return { data: initSettingsOf(hotel) };
  });

  app.get('/hotels/:hotel/settings/booking_widget', async (req): Promise<z.infer<typeof BookingWidgetSettingsAnswerSchema>> => {
    const hotel = await requireHotel(req);
    return { data: hotel.settings };
  });

  app.get('/hotels/:hotel/settings/login_widget', async (req): Promise<z.infer<typeof LoginWidgetAnswerSchema>> => {
    const hotel = await requireHotel(req);
    return { data: hotel.loginWidget };
  });
}
