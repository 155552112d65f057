// The route files of app/api, listed as Next.js routes them (lib/net/api-routes.ts).
export { listApiRoutes, matchRoute, type RouteEntry } from "@/lib/net/api-routes";

export type RouteModule = Record<string, unknown>;
