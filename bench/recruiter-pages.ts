// `npx tsx bench/recruiter-pages.ts [--requests=40]`: what a recruiter page costs the server and what
// one view sends. A fresh demo database, the production server (scripts/serve.ts) on the bench build
// (BENCH_DIST_DIR, default .next-bench), signed in as the demo recruiter. Per page: the HTML of a
// first load and the payload of a client-side navigation to it (the `RSC: 1` request a click sends),
// each fetched `requests` times one after another, with their size, mean time and the server's and
// Postgres's CPU per request against /api/version; then each page viewed once in Chromium, counting
// the requests the view made and how many of them were link prefetches. Figures, never a pass or fail.
import { chromium } from "@playwright/test";
import { HEADLESS_SHELL } from "../e2e/support/browsers";
import { DEMO_USERS } from "../prisma/demo-users";
import { cpuPerRequest, cpuSample } from "./cpu";
import { signInWithDemoPassword, startDemoServer } from "./demo-database";
import { loadAverage } from "./figures";

const REQUESTS = Number(process.argv.find((a) => a.startsWith("--requests="))?.slice("--requests=".length) ?? 40);

async function main() {
  const { base, server, stop } = await startDemoServer("recruiter-pages", "hiring_bench_pages");
  // the browser the browser tests use (e2e/support/browsers.ts)
  const browser = await chromium.launch(HEADLESS_SHELL);
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const recruiter = DEMO_USERS.find((user) => user.role === "recruiter")!;
    await signInWithDemoPassword(page, recruiter.email);
    const { applications } = (await (await page.request.get("/api/applications?limit=1")).json()) as { applications: { id: number }[] };
    const pages = ["/home", "/jobs", "/applications", `/applications/${applications[0].id}`];

    // `requests` fetches one after another: size of the last answer, mean time, CPU per request
    const measure = async (url: string, headers: Record<string, string> = {}) => {
      for (let i = 0; i < 5; i++) await page.request.get(url, { headers });
      const before = cpuSample(server.processGroup);
      const started = performance.now();
      let bytes = 0;
      for (let i = 0; i < REQUESTS; i++) bytes = (await (await page.request.get(url, { headers })).body()).length;
      const ms = (performance.now() - started) / REQUESTS;
      const cpu = cpuPerRequest(before, cpuSample(server.processGroup), REQUESTS);
      return { bytes, ms, server: cpu?.server ?? NaN, postgres: cpu?.postgres ?? NaN };
    };
    const row = (label: string, m: Awaited<ReturnType<typeof measure>>, baseline: number) =>
      `  ${label.padEnd(36)} ${(m.bytes / 1000).toFixed(1).padStart(7)} kB ${m.ms.toFixed(1).padStart(6)} ms (${(m.ms / baseline).toFixed(1)}× /api/version)  server ${m.server.toFixed(1)} ms, Postgres ${m.postgres.toFixed(1)} ms CPU`;
    const version = await measure("/api/version");
    console.log(`${REQUESTS} requests each, one after another, signed in as the demo recruiter (${loadAverage()}):`);
    console.log(row("/api/version", version, version.ms));
    for (const url of pages) {
      console.log(row(`${url} (HTML)`, await measure(url), version.ms));
      console.log(row(`${url} (navigation payload)`, await measure(`${url}?_rsc=bench`, { RSC: "1" }), version.ms));
    }

    console.log("one view of each page in Chromium, requests until the network is idle:");
    for (const url of pages) {
      const sent: string[] = [];
      const listener = (request: { headers: () => Record<string, string> }) => void sent.push(request.headers()["next-router-prefetch"] ? "prefetch" : "other");
      page.on("request", listener);
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      page.off("request", listener);
      console.log(`  ${url.padEnd(24)} ${String(sent.length).padStart(3)} requests, ${sent.filter((kind) => kind === "prefetch").length} of them link prefetches`);
    }
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
