import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { BookingWidgetSettingsAnswerSchema, InitSettingsAnswerSchema, LoginWidgetAnswerSchema, RecommenderWidgetSettingsAnswerSchema } from '../../contract';
import { initSettingsOf, type Hotel } from '../db/hotels-repo';
import { requireClientSession, requireHotel } from './guards';

/** Offers that fit the recommender widget's box (the recommendation call answers up to four). */
const RECOMMENDER_WIDGET_OFFERS = 3;

/** The hotel's standalone booking site, when it is a web address the widget may link to. */
function bookingUrlOf(hotel: Hotel): string | null {
  const url = hotel.settings.standalone_settings.url;
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

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

  /** The embeddable rooms recommender: on when the hotel's room recommender is (hotel_brand_setting). */
  app.get('/hotels/:hotel/settings/recommender_widget', async (req): Promise<z.infer<typeof RecommenderWidgetSettingsAnswerSchema>> => {
    const hotel = await requireHotel(req);
    return {
      data: {
        enabled: initSettingsOf(hotel).hotel_brand_setting.room_recommender_enabled,
        max_offers: RECOMMENDER_WIDGET_OFFERS,
        booking_url: bookingUrlOf(hotel),
      },
    };
  });
}
