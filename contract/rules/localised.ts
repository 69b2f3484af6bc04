// Text a hotel gives in several languages: the guest's language, else English, else any language
// the hotel wrote it in, else the fallback given (a code or a name the hotel chose).
type Localised = Readonly<Partial<Record<string, string | null | undefined>>> | null | undefined;

export function localised(text: Localised, locale: string): string | undefined;
export function localised(text: Localised, locale: string, fallback: string): string;
export function localised(text: Localised, locale: string, fallback?: string): string | undefined {
  if (!text) return fallback;
  return text[locale] || text.en || Object.values(text).find((v): v is string => !!v) || fallback;
}
