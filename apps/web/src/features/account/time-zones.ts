/** The browser's own zone (what X-Time-Zone carries when the member chose none). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Every IANA zone the browser knows, sorted, always including `keep` (the member's saved zone, so a
 * zone this browser does not list still shows as chosen) and UTC.
 */
export function timeZoneChoices(keep: string | null, supported: () => readonly string[] = supportedZones): string[] {
  const zones = new Set(supported());
  zones.add('UTC');
  if (keep) zones.add(keep);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

function supportedZones(): readonly string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [browserTimeZone()];
}
