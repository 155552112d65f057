import { NextResponse, type NextRequest } from "next/server";
import { newNonce, pageContentSecurityPolicy } from "@/lib/net/content-security-policy";

// Every page gets a fresh script nonce: Next.js reads it from the request's policy header and puts it
// on the scripts it renders, and the browser gets the same policy (docs/decisions/271).
export function proxy(request: NextRequest) {
  const policy = pageContentSecurityPolicy(newNonce(), process.env.NODE_ENV !== "production");
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// pages only: API answers and static files carry next.config.js's script-free policy
export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static/|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
