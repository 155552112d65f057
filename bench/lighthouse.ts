// `npx tsx bench/lighthouse.ts [--base http://127.0.0.1:3000] [--path /careers/acme/product-designer] [--runs 5]`
// Lighthouse (mobile, simulated throttling, its defaults) on a careers page of a server that is
// already running (`npm start`), several times in a row, because one run's score moves with the
// machine: per run the four category scores, the metrics and where the LCP's time went, then the
// load average before and after. Lighthouse is fetched by npx (not a dependency of the product);
// Chromium is Debian's, as for Playwright (CHROME_PATH overrides it).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

const LIGHTHOUSE = "lighthouse@12.8.2";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

type Audit = { numericValue?: number; details?: { items?: unknown[] } };
type Report = { categories: Record<string, { score: number }>; audits: Record<string, Audit> };

function runOnce(url: string, output: string): Report {
  execFileSync(
    "npx",
    ["--yes", LIGHTHOUSE, url, "--quiet", "--output=json", `--output-path=${output}`, "--chrome-flags=--headless=new --no-sandbox"],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
  );
  return JSON.parse(readFileSync(output, "utf8")) as Report;
}

// "TTFB 12 % · render delay 80 %" from the LCP element audit's phase table
function lcpPhases(report: Report): string {
  const tables = (report.audits["largest-contentful-paint-element"]?.details?.items ?? []) as { items?: { phase?: string; percent?: string }[] }[];
  const phases = tables.flatMap((table) => table.items ?? []).filter((item) => item.phase);
  return phases.map((item) => `${item.phase} ${item.percent}`).join(" · ");
}

function main() {
  const base = option("base", "http://127.0.0.1:3000");
  const page = option("path", "/careers/acme/product-designer");
  const runs = Number(option("runs", "5"));
  const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
  const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");
  console.log(`${base}${page}, ${runs} runs, ${LIGHTHOUSE} mobile; load average before: ${load()}`);
  console.log("run | performance | best practices | accessibility | SEO | FCP ms | LCP ms | TBT ms | SI ms | CLS | LCP phases");
  for (let run = 1; run <= runs; run++) {
    const report = runOnce(`${base}${page}`, path.join(dir, `run-${run}.json`));
    const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
    const metric = (name: string) => Math.round(report.audits[name]?.numericValue ?? NaN);
    const cls = (report.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3);
    console.log(
      [run, score("performance"), score("best-practices"), score("accessibility"), score("seo"), metric("first-contentful-paint"),
        metric("largest-contentful-paint"), metric("total-blocking-time"), metric("speed-index"), cls, lcpPhases(report)].join(" | "),
    );
  }
  console.log(`load average after: ${load()}; reports in ${dir}`);
}

main();
