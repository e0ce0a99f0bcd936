// detail §4 "Rego expiry": a past expiry shows 'Unregistered' on sites that
// enable it (site feature `showUnregistered`), else nothing; a future expiry
// shows 'Expires on {date}'. Dates are Australian day/month/year with leading
// zeros, e.g. 'Expires on 12/03/2027' (decision). A rego that expires today
// is still registered today, so it shows its expiry.
// Both dates are ISO calendar dates (YYYY-MM-DD); the caller passes today's
// date in the dealer's time zone, which keeps this free of clock and zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** "2027-03-12" → "12/03/2027"; null for anything that is not a real date. */
export function formatAustralianDate(isoDate: string): string | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null;
  return `${day}/${month}/${year}`;
}

export function regoExpiryText(
  regoExpiry: string | null | undefined,
  today: string,
  options: { showUnregistered: boolean },
): string | null {
  if (!regoExpiry) return null;
  const formatted = formatAustralianDate(regoExpiry);
  const todayMatch = ISO_DATE.exec(today);
  if (formatted === null || !todayMatch) return null;
  // ISO dates compare correctly as strings.
  const expired = regoExpiry.slice(0, 10) < todayMatch[0];
  if (expired) return options.showUnregistered ? "Unregistered" : null;
  return `Expires on ${formatted}`;
}
