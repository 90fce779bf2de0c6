/**
 * IANA time zone names as people and the tz database spell them today. Browsers read their
 * zone list from ICU/CLDR, which keeps retired spellings (Asia/Calcutta, Asia/Saigon,
 * Europe/Kiev); the server accepts both and stores what it is sent, so the web sends the
 * current name.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The zone's current name: 'Asia/Calcutta' -> 'Asia/Kolkata'; names already current are kept. */
export function currentZoneName(zone: string): string {
  return CURRENT_NAMES[zone] ?? zone;
}

/** The browser's zone under its current name, or undefined where the engine cannot say. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? currentZoneName(zone) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The zones to choose from, current names only, sorted, with UTC, the browser's zone and the
 * user's own always among them (engines leave UTC out of their list).
 */
export function timeZoneChoices(...always: Array<string | undefined>): string[] {
  let listed: string[] = [];
  try {
    listed = Intl.supportedValuesOf('timeZone');
  } catch {
    // An engine without the list still offers UTC and the zones passed in.
  }
  const zones = new Set([...listed, 'UTC', ...always.filter((zone): zone is string => Boolean(zone))].map(currentZoneName));
  return [...zones].sort((a, b) => a.localeCompare(b));
}
