import { readdir } from "node:fs/promises";
import path from "node:path";

export type RouteModule = Record<string, unknown>;
export type RouteEntry = { pattern: string; segments: string[]; file: string };

const API_DIR = path.join(process.cwd(), "app", "api");

// Every app/api/**/route.ts as a URL pattern, most specific first (static segments beat
// dynamic ones, as in Next.js).
export async function listApiRoutes(dir = API_DIR, prefix: string[] = ["api"]): Promise<RouteEntry[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const routes: RouteEntry[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) routes.push(...(await listApiRoutes(path.join(dir, entry.name), [...prefix, entry.name])));
    else if (entry.name === "route.ts") routes.push({ pattern: `/${prefix.join("/")}`, segments: prefix, file: path.join(dir, entry.name) });
  }
  return routes.sort((a, b) => specificity(b) - specificity(a));
}

function specificity(route: RouteEntry): number {
  return route.segments.reduce((score, s) => score * 3 + (s.startsWith("[...") ? 0 : s.startsWith("[") ? 1 : 2), route.segments.length);
}

export function matchRoute(route: RouteEntry, pathname: string): Record<string, string | string[]> | null {
  const parts = pathname.replace(/^\/|\/$/g, "").split("/").map(decodeURIComponent);
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
