import { DEFAULT_PAGE_SIZE } from "@/lib/api/paging";
import { LOCALE_PARAM } from "@/lib/i18n/locales";
import { PublicJobsQuery } from "@/lib/schemas/public";
import { TRACKING_PARAMS } from "./tracking";

export const DEFAULT_BOARD_QUERY: PublicJobsQuery = { limit: DEFAULT_PAGE_SIZE, offset: 0 };

type Search = Record<string, string | string[] | undefined>;

// The parameters that make a board address a filtered or paged view (or one carrying a careers
// link's source and utm_*, decision 343): such a view is not a document of its own for search engines.
const VIEW_PARAMS = ["q", "location", "department", "workplaceType", "employmentType", "offset", "limit", ...TRACKING_PARAMS];

export function isBoardSearch(search: Search): boolean {
  return VIEW_PARAMS.some((key) => search[key] !== undefined);
}

// Query string of a board URL to a valid query: invalid fields are dropped, not refused.
export function boardQueryFrom(search: Search): PublicJobsQuery {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(search)) if (typeof v === "string") values[k] = v;
  for (let attempt = 0; attempt < 8; attempt++) {
    const parsed = PublicJobsQuery.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete values[String(issue.path[0])];
  }
  return DEFAULT_BOARD_QUERY;
}

// The board's address with the visitor's query but without ?lang= (nor empty fields a GET form
// sends): the language switcher's links keep the filters and the page (decision 462).
export function boardPathWithQuery(path: string, search: Search): string {
  const kept = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (key === LOCALE_PARAM) continue;
    for (const one of Array.isArray(value) ? value : [value]) if (one) kept.append(key, one);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
