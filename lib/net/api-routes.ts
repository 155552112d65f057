import { readdirSync } from "node:fs";
import path from "node:path";

export type RouteEntry = { pattern: string; segments: string[]; file: string };

const API_DIR = path.join(process.cwd(), "app", "api");

// Every app/api/**/route.ts as a URL pattern, most specific first (static segments beat
// dynamic ones, as in Next.js).
export function listApiRoutes(dir = API_DIR, prefix: string[] = ["api"]): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) routes.push(...listApiRoutes(path.join(dir, entry.name), [...prefix, entry.name]));
    else if (entry.name === "route.ts") routes.push({ pattern: `/${prefix.join("/")}`, segments: prefix, file: path.join(dir, entry.name) });
  }
  return routes.sort((a, b) => specificity(b) - specificity(a));
}

function specificity(route: RouteEntry): number {
  return route.segments.reduce((score, s) => score * 3 + (s.startsWith("[...") ? 0 : s.startsWith("[") ? 1 : 2), route.segments.length);
}

export function matchRoute(route: RouteEntry, pathname: string): Record<string, string | string[]> | null {
  return matchParts(route.segments, pathParts(pathname));
}

// "/api/jobs/42/" as ["api", "jobs", "42"], each part percent-decoded (Next matches decoded paths).
function pathParts(pathname: string): string[] {
  const start = pathname.startsWith("/") ? 1 : 0;
  const end = pathname.endsWith("/") && pathname.length > start ? pathname.length - 1 : pathname.length;
  return pathname
    .slice(start, end)
    .split("/")
    .map((part) => (part.includes("%") ? safeDecode(part) : part));
}

function matchParts(segments: string[], parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment.startsWith("[...")) {
      if (i >= parts.length) return null;
      params[segment.slice(4, -1)] = parts.slice(i);
      return params;
    }
    if (i >= parts.length) return null;
    if (segment.startsWith("[")) params[segment.slice(1, -1)] = parts[i];
    else if (segment !== parts[i]) return null;
  }
  return parts.length === segments.length ? params : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

// "/api/jobs/{id}/stages" for "/api/jobs/42/stages": the label of a request in metrics and logs,
// never the raw path (ids, slugs and tokens would make every request a series of its own). It runs
// for every request the front door serves, so the path is split once and each route compared
// segment by segment without building its parameters; a path seen lately is answered from a
// small map (most traffic repeats a few paths), emptied when full so ids cannot grow it.
const LABELS_KEPT = 1000;

export function routeLabeller(routes: RouteEntry[] = listApiRoutes()): (pathname: string) => string {
  const templates = routes.map((route) => ({
    segments: route.segments,
    template: "/" + route.segments.map((s) => (s.startsWith("[") ? `{${s.replace(/^\[(\.\.\.)?|\]$/g, "")}}` : s)).join("/"),
  }));
  const label = (pathname: string) => {
    if (pathname.startsWith("/_next/")) return "(static)";
    if (pathname !== "/api" && !pathname.startsWith("/api/")) return "(page)";
    const parts = pathParts(pathname);
    return templates.find((t) => segmentsMatch(t.segments, parts))?.template ?? "(unknown)";
  };
  const recent = new Map<string, string>();
  return (pathname) => {
    if (pathname.length > 200) return label(pathname);
    let known = recent.get(pathname);
    if (known === undefined) {
      if (recent.size >= LABELS_KEPT) recent.clear();
      known = label(pathname);
      recent.set(pathname, known);
    }
    return known;
  };
}

// matchParts without the parameters
function segmentsMatch(segments: string[], parts: string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    if (i >= parts.length) return false;
    const segment = segments[i];
    if (segment.startsWith("[...")) return true;
    if (segment[0] !== "[" && segment !== parts[i]) return false;
  }
  return parts.length === segments.length;
}
