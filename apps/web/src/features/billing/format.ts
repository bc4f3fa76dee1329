/** Pure formatting for the billing pages (unit-tested in format.spec.ts). */

/** An amount in the smallest unit as the price members read: 399 usd → "$3.99" (in every language, as the plan is sold). */
export function formatAmount(cents: number, currency: string): string {
  const amount = (Number.isFinite(cents) ? cents : 0) / 100;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** A day in the member's language ("December 23, 2026"); null when there is none or it is not a date. */
export function formatDay(iso: string | null | undefined, locale: string, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
}
