// Files guests attach (document 1 §3, §5): what a file is, read from its first bytes — the name and
// the browser's claim are the sender's to choose — and the name it is kept under.
import { ATTACHMENT_NAME_MAX, type AttachmentContentType } from '../../contract';

/** Enough of the start of a file to tell every accepted type apart. */
export const SNIFF_BYTES = 64;

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
}

function ascii(head: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));
}

/**
 * The accepted type the bytes are, or null: JPEG, PNG, WebP, GIF, HEIC/HEIF photos and PDF.
 * `head` is the file's first bytes (SNIFF_BYTES, or all of a shorter file).
 */
export function sniffType(head: Uint8Array): AttachmentContentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  // ISO base media: a `ftyp` box with the major brand, then the compatible ones.
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const major = ascii(head, 8, 12);
    if (HEIC_BRANDS.has(major)) return 'image/heic';
    if (HEIF_BRANDS.has(major)) {
      const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
      const compatible: string[] = [];
      for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) compatible.push(ascii(head, at, at + 4));
      // AVIF shares the container but is another codec, not one of the types taken.
      if (compatible.some((b) => AVIF_BRANDS.has(b))) return null;
      return compatible.some((b) => HEIC_BRANDS.has(b)) ? 'image/heic' : 'image/heif';
    }
  }
  return null;
}

// Control characters, bidirectional overrides (which make "gpj.exe" read as "exe.jpg"), and the
// characters file systems and headers take badly.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069"<>:|?*]/g;

/** The name a file is kept and shown under: no folders, nothing invisible, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (!name) name = 'file';
  if (name.length <= ATTACHMENT_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  let stem = '';
  // Whole characters only: a cut never splits a surrogate pair.
  for (const ch of name.slice(0, name.length - ext.length)) {
    if (stem.length + ch.length + ext.length > ATTACHMENT_NAME_MAX) break;
    stem += ch;
  }
  return `${stem}${ext}`;
}

/** The extensions each taken type goes by; the first is the one given to a name that has none of them. */
const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg', '.jpe'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif', '.heic'],
};

/**
 * The name a file is kept and handed back under: its extension says what it is, as its bytes do
 * (`invoice.exe` holding a PDF is kept as `invoice.pdf`; `scan` as `scan.pdf`). A saved file is
 * never opened as something other than what it was checked to be.
 */
export function nameForType(name: string, type: AttachmentContentType): string {
  const extensions = EXTENSIONS[type];
  const lower = name.toLowerCase();
  if (extensions.some((e) => lower.endsWith(e) && lower.length > e.length)) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 && name.length - dot <= 10 ? name.slice(0, dot) : name;
  return cleanFileName(`${stem}${extensions[0]}`);
}

/** A file name as plain ASCII, for the old `filename=` of Content-Disposition. */
export function asciiFileName(name: string): string {
  const out = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return out.trim() || 'file';
}
