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
  const parts = pathname.replace(/^\/|\/$/g, "").split("/").map(safeDecode);
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i];
    if (segment.startsWith("[...")) {
      if (i >= parts.length) return null;
      params[segment.slice(4, -1)] = parts.slice(i);
      return params;
    }
    if (i >= parts.length) return null;
    if (segment.startsWith("[")) params[segment.slice(1, -1)] = parts[i];
    else if (segment !== parts[i]) return null;
  }
  return parts.length === route.segments.length ? params : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

// "/api/jobs/{id}/stages" for "/api/jobs/42/stages": the label of a request in metrics and logs,
// never the raw path (ids, slugs and tokens would make every request a series of its own).
export function routeLabeller(routes: RouteEntry[] = listApiRoutes()): (pathname: string) => string {
  const templates = routes.map((route) => ({
    route,
    template: "/" + route.segments.map((s) => (s.startsWith("[") ? `{${s.replace(/^\[(\.\.\.)?|\]$/g, "")}}` : s)).join("/"),
  }));
  return (pathname) => {
    if (pathname.startsWith("/_next/")) return "(static)";
    if (pathname !== "/api" && !pathname.startsWith("/api/")) return "(page)";
    return templates.find((t) => matchRoute(t.route, pathname))?.template ?? "(unknown)";
  };
}
