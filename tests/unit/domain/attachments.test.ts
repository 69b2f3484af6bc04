import { describe, expect, it } from 'vitest';
import { asciiFileName, cleanFileName, nameForType, sniffType } from '../../../server/domain/attachments';
import { makePng } from '../../fixtures/png';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
/** An ISO base media `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]) {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, 'meta');
}

describe('sniffType', () => {
  it('tells each accepted type by its first bytes', () => {
    expect(sniffType(makePng(2, 2, [1, 2, 3]))).toBe('image/png');
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('image/jpeg');
    expect(sniffType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniffType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(bytes('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffType(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffType(ftyp('mif1', 'mif1'))).toBe('image/heif');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffType(bytes('just some text'))).toBeNull();
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    expect(sniffType(ftyp('mif1', 'mif1', 'avif'))).toBeNull();
    expect(sniffType(ftyp('isom', 'mp41'))).toBeNull();
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffType(new Uint8Array(0))).toBeNull();
    expect(sniffType(bytes([0x89, 0x50, 0x4e]))).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps the name without folders or invisible characters', () => {
    expect(cleanFileName('C:\\Users\\anna\\passport.jpg')).toBe('passport.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('photo\u202egpj.exe')).toBe('photogpj.exe');
    expect(cleanFileName('a\u0000b\r\n"c".png')).toBe('abc.png');
    expect(cleanFileName('.hidden.png')).toBe('hidden.png');
    expect(cleanFileName('在留カード　表.png')).toBe('在留カード 表.png');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
    expect(cleanFileName('///')).toBe('file');
  });

  it('shortens a long name to 200 characters, keeping the extension and whole characters', () => {
    const long = cleanFileName(`${'写'.repeat(150)}${'😀'.repeat(60)}.jpeg`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('.jpeg')).toBe(true);
    expect(long).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('writes an ASCII fallback for old download headers', () => {
    expect(asciiFileName('在留カード.png')).toBe('_____.png');
    expect(asciiFileName('a"b;c\\d.pdf')).toBe('a_b_c_d.pdf');
  });
});

describe('the name a file is kept under', () => {
  it('says by its extension what the bytes are', () => {
    expect(nameForType('photo.JPG', 'image/jpeg')).toBe('photo.JPG');
    expect(nameForType('scan.jpeg', 'image/jpeg')).toBe('scan.jpeg');
    expect(nameForType('invoice.exe', 'application/pdf')).toBe('invoice.pdf');
    expect(nameForType('picture.pdf', 'image/png')).toBe('picture.png');
    expect(nameForType('scan', 'application/pdf')).toBe('scan.pdf');
    expect(nameForType('png', 'image/png')).toBe('png.png');
    expect(nameForType('iphone.heic', 'image/heif')).toBe('iphone.heic');
    expect(nameForType('archive.tar.gz', 'image/gif')).toBe('archive.tar.gif');
  });
});
