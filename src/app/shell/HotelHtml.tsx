import { useEffect, useState } from 'react';
import { sanitizeHotelHtml, type Placeholders } from '../../lib/sanitize';

/** Hotel-authored HTML, shown only after sanitising (and not at all when it cannot be). */
export function HotelHtml({ html, placeholders, className }: { html: string; placeholders: Placeholders; className: string }) {
  const [clean, setClean] = useState<string | null>(null);
  // The names filled in, not the object carrying them, decide whether the HTML is sanitised again.
  const { facilityName, brandName } = placeholders;
  useEffect(() => {
    let live = true;
    sanitizeHotelHtml(html, { facilityName, brandName }).then(
      (out) => live && setClean(out),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [html, facilityName, brandName]);
  if (clean === null) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
