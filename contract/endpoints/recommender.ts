// The embeddable rooms recommender's settings (document 2 §7.2 `/hotels/{code}/settings/recommender_widget`).
import { endpoint } from '../endpoint';
import { RecommenderWidgetSettingsAnswerSchema } from '../settings';
import { HotelCodeParams } from './params';

const TAG = 'Sessions and settings';

export const getRecommenderWidgetSettings = endpoint({
  id: 'getRecommenderWidgetSettings',
  method: 'GET',
  path: '/hotels/{code}/settings/recommender_widget',
  summary: 'The embeddable rooms recommender: whether it is on, how many offers, where to book',
  tag: TAG,
  caller: 'client',
  params: HotelCodeParams,
  answer: RecommenderWidgetSettingsAnswerSchema,
  errors: {},
});
