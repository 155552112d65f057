// The careers link's parameters an application keeps (docs/decisions/343).
export const TRACKING_PARAMS = ["source", "utm_source", "utm_medium", "utm_campaign"] as const;
export type Tracking = Partial<Record<(typeof TRACKING_PARAMS)[number], string>>;

// From a page's query: the first value of each, trimmed and cut to the API's longest.
export function trackingOf(query: Record<string, string | string[] | undefined>): Tracking {
  const kept: Tracking = {};
  for (const name of TRACKING_PARAMS) {
    const value = query[name];
    const one = (Array.isArray(value) ? value[0] : value)?.trim();
    if (one) kept[name] = one.slice(0, name === "source" ? 100 : 200);
  }
  return kept;
}

// The same parameters as a query string to carry from the board to a job's page ("" when none).
export function trackingQuery(tracking: Tracking): string {
  const query = new URLSearchParams(Object.entries(tracking).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return query ? `?${query}` : "";
}
