// The chat layout: inside a chatbot, and in any frame 480 px wide or less, a page puts what the
// guest came for first (a one-line summary of the search instead of the whole form, the hotel
// named once in the header, sticky price and action on guest details).
import { useSnapshot } from 'valtio';
import { appState } from '../lib/app-store';
import { inFrame } from '../lib/storage';
import { useMediaQuery } from './use-media-query';

export const COMPACT_FRAME_QUERY = '(max-width: 480px)';

export function useCompactLayout(): boolean {
  const { chatbotFrame } = useSnapshot(appState);
  const narrow = useMediaQuery(COMPACT_FRAME_QUERY);
  return chatbotFrame || (narrow && inFrame());
}
