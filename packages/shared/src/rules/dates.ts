// One way to write dates across the app: the web pages, and whatever the server renders.

/*
 * Dates are written in one locale ('en-US', the app's language) and one time zone (UTC), so a
 * page rendered by the server, the same page in any browser, a receipt and its PDF all name
 * the same day and time.
 */
const LOCALE = 'en-US';
const TIME_ZONE = 'UTC';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const monthYearFormat = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'long',
  timeZone: TIME_ZONE,
});
const shortMonthYearFormat = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  timeZone: TIME_ZONE,
});

type DateInput = string | Date | null | undefined;

function parse(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day: "Jul 30, 2026"; '' when the value is missing or cannot be read. */
export function formatDate(value: DateInput): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : '';
}

/** A moment: "Jul 30, 2026, 14:05" (24-hour, UTC); '' when missing or unreadable. */
export function formatDateTime(value: DateInput): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** A month: "July 2026" ("Member since July 2026"); '' when missing or unreadable. */
export function formatMonthYear(value: DateInput): string {
  const date = parse(value);
  return date ? monthYearFormat.format(date) : '';
}

/** A month of a report, from its `YYYY-MM` key or a date: "Jul 2026". */
export function formatShortMonthYear(value: DateInput): string {
  const date = parse(
    typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01T00:00:00Z` : value,
  );
  return date ? shortMonthYearFormat.format(date) : '';
}
