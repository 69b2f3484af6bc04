// The recommender widget's settings (document 2 §7.2 GET /hotels/{code}/settings/recommender_widget):
// whether the hotel offers recommendations, how many fit the box, where the full booking opens.
import { proxy } from 'valtio';
import type { RecommenderWidgetSettings } from '../../../contract';
import { getRecommenderWidgetSettings } from '../../../contract/endpoints/recommender';
import { api } from '../../lib/api';

export const widgetSettingsState = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  hotelCode: null as string | null,
  settings: null as RecommenderWidgetSettings | null,
});

let latest = 0;

export async function loadWidgetSettings(hotelCode: string): Promise<void> {
  const mine = ++latest;
  widgetSettingsState.status = 'loading';
  widgetSettingsState.hotelCode = hotelCode;
  try {
    const answer = await api.call(getRecommenderWidgetSettings, { params: { code: hotelCode } });
    if (mine !== latest) return;
    widgetSettingsState.settings = answer.data;
    widgetSettingsState.status = 'ready';
  } catch {
    if (mine !== latest) return;
    widgetSettingsState.settings = null;
    widgetSettingsState.status = 'error';
  }
}

export function resetWidgetSettings(): void {
  latest++;
  widgetSettingsState.status = 'idle';
  widgetSettingsState.hotelCode = null;
  widgetSettingsState.settings = null;
}
