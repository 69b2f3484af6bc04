// The recommender widget's document is a bare box (the shell leaves out its header and footer on
// this route): the page's own surface, no minimum height (widget-frame.css). The mark is set as
// soon as the route is known and kept while the widget page is shown.
import { useLayoutEffect } from 'react';
import { onRecommenderWidget } from './widget-path';
import './widget-frame.css';

const ATTRIBUTE = 'data-y-embed';

function mark(on: boolean): void {
  if (typeof document === 'undefined') return;
  if (on) document.documentElement.setAttribute(ATTRIBUTE, 'recommender');
  else document.documentElement.removeAttribute(ATTRIBUTE);
}

if (onRecommenderWidget()) mark(true);

/** Keeps the document marked as the widget's box while the calling page is shown. */
export function useWidgetDocument(): void {
  useLayoutEffect(() => {
    mark(true);
    return () => mark(false);
  }, []);
}
