// `npx tsx bench/board-volume.ts [--runs=7]`: how soon the board of a job with 5,000 applications
// shows in Chromium (issue 15's target: first cards within 2 s). A fresh database with the browser
// tests' volume organization, the production server (scripts/serve.ts) on the bench build, then the
// board opened `runs` times after one warm-up opening (the first one after a start loads the route's
// code). Prints the time from navigation start to the first card and to every column's count, p50 and
// p99, with the load average: a figure, never a pass or fail.
import { chromium } from "@playwright/test";
import { FULL_CHROMIUM } from "../e2e/support/browsers";
import { VOLUME_ADMIN, VOLUME_APPLICATIONS, VOLUME_JOB } from "../e2e/support/volume";
import { signInWithDemoPassword, startDemoServer } from "./demo-database";
import { loadAverage, percentile } from "./figures";

const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 7);

async function main() {
  const { base, stop } = await startDemoServer("board-volume", "hiring_bench_board", { volume: true });
  // the full browser, in which this bench's recorded figures were taken (e2e/support/browsers.ts)
  const browser = await chromium.launch(FULL_CHROMIUM);
  try {
    const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } })).newPage();
    await signInWithDemoPassword(page, VOLUME_ADMIN.email);
    const { jobs } = (await (await page.request.get("/api/jobs?limit=100")).json()) as { jobs: { id: number; slug: string }[] };
    const jobId = jobs.find((j) => j.slug === VOLUME_JOB.slug)!.id;

    // performance.now() in the page counts from its navigation start
    const open = async () => {
      await page.goto("about:blank");
      await page.goto(`/jobs/${jobId}`, { waitUntil: "commit" });
      const firstCard = await page.waitForFunction(() => (document.querySelector("[data-card-id]") ? performance.now() : null), undefined, { polling: "raf", timeout: 60_000 });
      const counts = await page.waitForFunction(
        (total) => (document.body.innerText.includes(`of ${total} applications shown`) ? performance.now() : null),
        // the board groups its counts as the recruiter catalogue formats numbers ("5,000")
        VOLUME_APPLICATIONS.toLocaleString("en-US"),
        { polling: "raf", timeout: 60_000 },
      );
      return { firstCard: (await firstCard.jsonValue()) as number, counts: (await counts.jsonValue()) as number };
    };
    const warmUp = await open();
    console.log(`warm-up opening (loads the route's code): first card ${Math.round(warmUp.firstCard)} ms, ${loadAverage()}`);
    const samples: { firstCard: number; counts: number }[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await open());

    const row = (values: number[]) => `p50 ${Math.round(percentile(values, 50))} ms  p99 ${Math.round(percentile(values, 99))} ms`;
    console.log(`board of ${VOLUME_APPLICATIONS} applications, ${RUNS} openings in Chromium (${loadAverage()}):`);
    console.log(`  first card shown      ${row(samples.map((s) => s.firstCard))}   (target < 2000 ms)`);
    console.log(`  every count shown     ${row(samples.map((s) => s.counts))}`);
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
