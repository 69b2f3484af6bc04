// The payment provider's card form, framed from the API's origin so the widget never sees a card
// number. It hands back a one-time token by postMessage; only a message from that frame, from that
// origin, in the expected shape is taken.
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { CardBrandSchema } from '../../../../contract';
import { useLocale, useT } from '../../../lib/i18n';
import { runtimeConfig } from '../../../lib/api';
import { frameAncestors } from '../../../lib/frame-ancestors';
import { setCard, type CardToken } from '../booking-store';

const CardTokenMessageSchema = z.object({
  type: z.literal('yadori:card-token'),
  token: z.string().check(z.regex(/^tok_[A-Za-z0-9_-]{10,80}$/)),
  brand: CardBrandSchema,
  last4: z.string().check(z.regex(/^\d{4}$/)),
});

export function CardForm({ card, formKey, onAnotherCard }: { card: CardToken | null; formKey: number; onAnotherCard(): void }) {
  const t = useT();
  const locale = useLocale();
  const frame = useRef<HTMLIFrameElement>(null);
  const apiOrigin = new URL(runtimeConfig.apiBaseUrl).origin;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== apiOrigin || !frame.current || event.source !== frame.current.contentWindow) return;
      const parsed = CardTokenMessageSchema.safeParse(event.data);
      if (parsed.success) setCard({ token: parsed.data.token, brand: parsed.data.brand, last4: parsed.data.last4 });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [apiOrigin]);

  if (card) {
    return (
      <div className="yb-card-ready" data-testid="card-ready" role="status">
        <p>
          <span aria-hidden="true">✓ </span>
          {t('booking.card.ready', { brand: t(`booking.card.brand.${card.brand}`), last4: card.last4 })}
        </p>
        <button type="button" className="y-button y-button--quiet" onClick={onAnotherCard}>
          {t('booking.card.another')}
        </button>
      </div>
    );
  }
  // Framed itself (in a chatbot, on a hotel's page), the widget names the pages around it: the
  // provider lets its form be framed there too.
  const ancestors = frameAncestors().slice(0, 5).join(' ');
  const src = `${runtimeConfig.apiBaseUrl}/payments/sandbox/card-form?${new URLSearchParams({ origin: window.location.origin, locale, ...(ancestors ? { ancestors } : {}) }).toString()}`;
  return (
    <div className="yb-card" id="yb-card-form" tabIndex={-1}>
      <p className="yb-note">{t('booking.card.intro')}</p>
      <iframe key={formKey} ref={frame} src={src} title={t('booking.card.frame_title')} className="yb-card__frame" data-testid="card-frame" />
    </div>
  );
}
