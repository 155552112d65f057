// `npx tsx bench/screenshots.ts [--shots=10]`: what a full-page screenshot costs Chromium, taken as
// the browser tests take them (e2e/support/screenshots.ts: the DevTools protocol's captureScreenshot
// with optimizeForSpeed) against Playwright's page.screenshot. A fresh demo database, the production
// server on the bench build, the demo recruiter's applications list at 1,280 and 375 px in Debian's
// headless shell; Chromium's CPU is that of its processes, read from /proc. Figures, never a
// pass or fail.
import { chromium } from "@playwright/test";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { HEADLESS_SHELL } from "../e2e/support/browsers";
import { saveScreenshot } from "../e2e/support/screenshots";
import { DEMO_USERS } from "../prisma/demo-users";
import { commandCpuMs } from "./cpu";
import { signInWithDemoPassword, startDemoServer } from "./demo-database";
import { loadAverage } from "./figures";
import { RESULTS_DIR } from "./server";

const SHOTS = Number(process.argv.find((a) => a.startsWith("--shots="))?.slice("--shots=".length) ?? 10);
const DIR = path.join(RESULTS_DIR, "screenshots");

async function main() {
  const { base, stop } = await startDemoServer("screenshots", "hiring_bench_shots");
  const browser = await chromium.launch(HEADLESS_SHELL);
  // the browser, its renderers and its GPU process (their page and context stay open throughout)
  const chromiumMs = () => commandCpuMs("chromium") ?? NaN;
  try {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await signInWithDemoPassword(page, DEMO_USERS.find((user) => user.role === "recruiter")!.email);
    await page.goto("/applications");
    await page.waitForLoadState("networkidle");
    process.env.E2E_SCREENSHOTS_DIR = DIR;
    const ways: [string, (file: string) => Promise<unknown>][] = [
      ["page.screenshot, PNG", (file) => page.screenshot({ path: path.join(DIR, `${file}.png`), fullPage: true })],
      ["captureScreenshot, fast PNG", (file) => saveScreenshot(page, file)],
    ];
    console.log(`${SHOTS} full-page shots of /applications each way, one after another (${loadAverage()}):`);
    // two rounds, the ways in turn, so a change in the machine's load shows as a difference between rounds
    for (const round of [1, 2])
      for (const [label, shoot] of ways)
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          const before = chromiumMs();
          const started = performance.now();
          for (let i = 0; i < SHOTS; i++) await shoot(`shot-${width}`);
          const ms = (performance.now() - started) / SHOTS;
          const bytes = readFileSync(path.join(DIR, `shot-${width}.png`)).length;
          console.log(`  round ${round} ${label.padEnd(28)} ${String(width).padStart(5)} px  Chromium ${((chromiumMs() - before) / SHOTS).toFixed(0).padStart(4)} ms CPU, ${ms.toFixed(0).padStart(4)} ms, ${(bytes / 1000).toFixed(0)} kB`);
        }
  } finally {
    rmSync(DIR, { recursive: true, force: true });
    await browser.close();
    await stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
