// Whether text is a wire date: `YYYY-MM-DD` naming a day that exists. Part of contract/dates.ts,
// kept in a file of its own with no library: every schema that carries a date checks it, those
// schemas parse the init settings before the first screen, and this way the date library travels
// with the screens that reckon with dates instead of in the first download.

const ISO_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const THIRTY_DAYS = [4, 6, 9, 11];

/** Whether text is a date written `YYYY-MM-DD` that exists in the calendar (no 30 February). */
export function isCalendarDate(text: string): boolean {
  const parts = ISO_SHAPE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const last = month === 2 ? (leap ? 29 : 28) : THIRTY_DAYS.includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= last;
}
