// @ts-check
// Pages get a per-request nonce policy from proxy.ts (docs/decisions/271); everything else (API
// answers, static files) this one, which runs no script at all.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

// Routes that answer a stored file, and the sandbox their answers carry (docs/decisions/451).
const fileRoutes = require("./lib/api/file-routes.json");

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm test` checks the types itself (tsc --noEmit, after the build): its build leaves them out
  // rather than check them twice on the way to every other step (a fresh build: 43 s against 116 s
  // wall, 61 against 99 CPU-seconds, 2026-12-03 at load 5-12).
  typescript: { ignoreBuildErrors: process.env.BUILD_WITHOUT_TYPE_CHECK === "1" },
  reactStrictMode: true,
  // Metadata (title, description, canonical, the careers feeds' and languages' alternates) goes in
  // <head> for every visitor, as it is resolved before the page streams: feed readers and browsers'
  // feed discovery look for <link rel="alternate"> there, and not every one is on Next.js's list of
  // bots that get it so (docs/decisions/353). Careers metadata comes from cached data, so it costs
  // next to nothing to wait for.
  htmlLimitedBots: /.*/,
  // pdfjs-dist loads its worker module from its own folder: bundled, the résumé prefill could not find it
  serverExternalPackages: ["@node-rs/argon2", "piscina", "pdf-lib", "pdfjs-dist", "@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "pino", "prom-client"],
  async headers() {
    return [
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }],
      },
      {
        // the directory's provisioning API (docs/decisions/497), JSON like /api
        source: "/scim/:path*",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }],
      },
      {
        source: "/_next/:path*",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }],
      },
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
      // a stored file (résumé, file answer, message attachment, offer letter): sandboxed (it runs
      // nothing in our origin) and framed only by our own pages. These entries come last because
      // the later entry wins, and Next lets a config header win over the handler's own
      // (docs/decisions/190, 451).
      ...fileRoutes.routes.map((/** @type {string} */ source) => ({
        source,
        headers: Object.entries(fileRoutes.headers).map(([key, value]) => ({ key, value })),
      })),
    ];
  },
};

// The production server shares the incremental cache (ISR careers pages, unstable_cache data)
// across instances through PostgreSQL (lib/cache/cache-handler.ts, docs/decisions/130). It is
// TypeScript loaded through tsx by scripts/serve.ts, so `next build` and `next dev` keep Next's own cache.
// next-intl reads its per-request configuration from ./i18n/request.ts (docs/decisions/360).
const withNextIntl = require("next-intl/plugin")();

module.exports = (/** @type {string} */ phase) =>
  withNextIntl(
    phase === require("next/constants").PHASE_PRODUCTION_SERVER
      ? { ...nextConfig, cacheHandler: require.resolve("./lib/cache/cache-handler.ts") }
      : nextConfig,
  );
