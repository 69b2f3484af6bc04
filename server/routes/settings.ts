import type { FastifyInstance } from 'fastify';
import { getBookingWidgetSettings, getInitSettings, getLoginWidgetSettings } from '../../contract/endpoints/sessions';
import { getRecommenderWidgetSettings } from '../../contract/endpoints/recommender';
import { route } from '../http/route';
import { initSettingsOf, type Hotel } from '../db/hotels-repo';
import { requireClientSession, requireHotel } from '../http/guards';

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
  route(app, getInitSettings, async (_input, req) => {
    const hotel = await requireHotel(req);
    return { data: initSettingsOf(hotel) };
  });

  route(app, getBookingWidgetSettings, async (_input, req) => {
    const hotel = await requireHotel(req);
    return { data: hotel.settings };
  });

  route(app, getLoginWidgetSettings, async (_input, req) => {
    const hotel = await requireHotel(req);
    return { data: hotel.loginWidget };
  });

  /** The embeddable rooms recommender: on when the hotel's room recommender is (hotel_brand_setting). */
  route(app, getRecommenderWidgetSettings, async (_input, req) => {
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
