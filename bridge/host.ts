// The embed SDK, as served at `/embed/yadori-embed.js` (built by vite.host.config.ts into one
// small script that sets `window.Yadori`). A hotel page or a chatbot adds the script tag, then:
//
//   const widget = Yadori.open({ code: 'demo-tokyo', search: { checkin, checkout, adults: 2 } });
//   widget.on('login', ({ user_id }) => ...);
//
// It speaks post-robot 10.0.46, the release the widget runs (its wire key carries the version),
// bound to the widget's exact origin and the frame's window. No React, no zod: see host-core.ts.
import { on, send } from 'post-robot';
import type { YadoriSdk } from './host-api';
import { createSdk } from './host-core';

const script = document.currentScript;
(window as unknown as { Yadori: YadoriSdk }).Yadori = createSdk({ on, send }, { scriptSrc: script instanceof HTMLScriptElement ? script.src : undefined });
