// Where the recommender widget lives (document 1 §2 `/recommender-widget`, "no parent messaging"):
// a small box on a hotel's own page that never talks to the window around it.

export const RECOMMENDER_WIDGET_PATH = '/recommender-widget';

export function isRecommenderWidgetPath(pathname: string): boolean {
  return pathname === RECOMMENDER_WIDGET_PATH || pathname === `${RECOMMENDER_WIDGET_PATH}/`;
}

/** This document shows the recommender widget (read from the address; false outside a browser). */
export function onRecommenderWidget(): boolean {
  return typeof location !== 'undefined' && isRecommenderWidgetPath(location.pathname);
}
