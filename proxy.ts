import { NextResponse, type NextRequest } from "next/server";
import { newNonce, pageContentSecurityPolicy } from "@/lib/net/content-security-policy";
import { CAREERS_SLUG_HEADER, LOCALE_COOKIE, LOCALE_HEADER, LOCALE_PARAM, isLocale } from "@/lib/i18n/locales";
import { negotiateLocale } from "@/lib/i18n/negotiate-locale";

const YEAR_SECONDS = 365 * 24 * 3600;
// /careers/<segment> routes of the app that are not an organization's board
const NOT_A_BOARD = new Set(["applications", "interview", "offers", "schedule", "survey", "withdraw"]);

// Every page gets a fresh script nonce: Next.js reads it from the request's policy header and puts it
// on the scripts it renders, and the browser gets the same policy (docs/decisions/271).
// Careers pages also get their language here (docs/decisions/360); every other page is English.
export function proxy(request: NextRequest) {
  const policy = pageContentSecurityPolicy(newNonce(), process.env.NODE_ENV !== "production");
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const careers = request.nextUrl.pathname === "/careers" || request.nextUrl.pathname.startsWith("/careers/");
  const param = request.nextUrl.searchParams.get(LOCALE_PARAM);
  if (careers) {
    const locale = negotiateLocale({ param, cookie: request.cookies.get(LOCALE_COOKIE)?.value, acceptLanguage: request.headers.get("accept-language") });
    headers.set(LOCALE_HEADER, locale);
    // the organization whose offered languages the page keeps to (i18n/request.ts, docs/decisions/460)
    const slug = request.nextUrl.pathname.split("/")[2];
    if (slug && !NOT_A_BOARD.has(slug)) headers.set(CAREERS_SLUG_HEADER, slug);
    else headers.delete(CAREERS_SLUG_HEADER);
  } else {
    headers.delete(LOCALE_HEADER);
    headers.delete(CAREERS_SLUG_HEADER);
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  // the explicit choice follows the visitor to the next careers pages
  if (careers && isLocale(param)) response.cookies.set(LOCALE_COOKIE, param, { path: "/careers", maxAge: YEAR_SECONDS, sameSite: "lax" });
  return response;
}

// pages only: API and SCIM answers and static files carry next.config.js's script-free policy
export const config = {
  matcher: [
    {
      source: "/((?!api/|scim/|_next/static/|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
