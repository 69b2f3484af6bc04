import type { DOMPurify } from 'dompurify';

// Hotel-authored HTML (custom header and footer) is sanitised with DOMPurify before it is shown;
// DOMPurify is loaded only by hotels that use custom HTML. Links open in a new tab.
export interface Placeholders {
  facilityName: string;
  brandName: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Replaces {{facility_name}} and {{brand_name}} with the (escaped) names. */
export function fillPlaceholders(html: string, p: Placeholders): string {
  return html.replace(/\{\{\s*facility_name\s*\}\}/g, escapeHtml(p.facilityName)).replace(/\{\{\s*brand_name\s*\}\}/g, escapeHtml(p.brandName));
}

let purifier: Promise<DOMPurify> | null = null;

async function load() {
  purifier ??= import('dompurify').then((m) => {
    const DOMPurify = m.default;
    if (!DOMPurify.isSupported) {
      // No document to sanitise with (the page is going away): nothing is shown, and a later
      // call tries afresh.
      purifier = null;
      throw new Error('DOMPurify has no document to sanitise with');
    }
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return DOMPurify;
  });
  return purifier;
}

export async function sanitizeHotelHtml(html: string, placeholders: Placeholders): Promise<string> {
  const DOMPurify = await load();
  return DOMPurify.sanitize(fillPlaceholders(html, placeholders), {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}
