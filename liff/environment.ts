// Where the widget is running, as LINE sees it: inside the LIFF browser, in LINE's in-app browser
// (not a LIFF app), or in an ordinary external browser. Each takes a different login path.

export type LineEnvironment = 'liff' | 'line-in-app' | 'external';

/**
 * LINE's in-app browser puts "Line/<version>" in its user agent; the LIFF browser adds "LIFF".
 * `liffInClient` is what liff.isInClient() answered, when LIFF was initialised.
 */
export function detectLineEnvironment(userAgent: string, liffInClient?: boolean): LineEnvironment {
  if (liffInClient === true || /\bLIFF\b/.test(userAgent)) return 'liff';
  if (/\bLine\/\d/i.test(userAgent)) return 'line-in-app';
  return 'external';
}
