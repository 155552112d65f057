// `npm test`: everything CI checks, in order: typecheck, lint, integration tests (vitest, on a
// database of their own), production build, browser tests (Playwright against that build), and
// with TEST_SECOND_NODE_BIN both test suites again on that Node (CI: the current LTS).
// The last line is always `N passed, N failed` over vitest and Playwright tests; a step that
// fails without test results (typecheck, lint, build, a crashed runner) counts as one failure.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type Counts = { passed: number; failed: number };
type StepResult = { name: string; ok: boolean; seconds: number; counts?: Counts; note?: string };

const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const reports = mkdtempSync(path.join(tmpdir(), "hiring-test-"));
const results: StepResult[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (error) => {
      console.error(`[test] could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(name: string, body: () => Promise<Omit<StepResult, "name" | "seconds">>) {
  console.log(`\n[test] ── ${name} ──`);
  const started = Date.now();
  const result = await body();
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, seconds, ...result });
  const counts = result.counts ? `, ${result.counts.passed} passed, ${result.counts.failed} failed` : "";
  console.log(`[test] ${name}: ${result.ok ? "ok" : "FAILED"} in ${seconds.toFixed(1)}s${counts}${result.note ? ` (${result.note})` : ""}`);
}

function readJson(file: string): any | null {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// vitest's JSON report: tests by status, plus files that failed before any test ran
function vitestCounts(report: any): Counts | null {
  if (!report) return null;
  const brokenFiles = (report.testResults ?? []).filter(
    (file: any) => file.status === "failed" && !(file.assertionResults ?? []).some((t: any) => t.status === "failed"),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

// Playwright's JSON report: expected = passed, flaky = passed on retry, unexpected = failed
function playwrightCounts(report: any): Counts | null {
  if (!report?.stats) return null;
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats;
  const setupFailed = (report.errors ?? []).length > 0 && expected + flaky + unexpected === 0 ? 1 : 0;
  return { passed: expected + flaky, failed: unexpected + setupFailed };
}

function databaseServer(): string {
  const url = process.env.TEST_DATABASE_SERVER_URL ?? process.env.DATABASE_URL;
  if (!url) return "127.0.0.1:5432 (no DATABASE_URL set)";
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432} (from ${process.env.TEST_DATABASE_SERVER_URL ? "TEST_DATABASE_SERVER_URL" : "DATABASE_URL"})`;
}

// On the second Node, what depends on the runtime rather than on our rules (docs/decisions/103):
// sockets and the front door, crypto and password hashing, sessions, the embedded database, streams
// and multipart, the job queue and its workers, outbound HTTP, metrics and logs; and the browser
// specs that exercise the server itself. The whole of both suites twice would not fit CI's 20 minutes.
const SECOND_NODE_TESTS = [
  "tests/client-address.test.ts", "tests/api-keys.test.ts", "tests/sign-in-throttle.test.ts", "tests/session-cookie.test.ts",
  "tests/request-wrapper.test.ts", "tests/error-contract.test.ts", "tests/embedded-idle.test.ts", "tests/database-failover.test.ts",
  "tests/resume-files.test.ts", "tests/file-store.test.ts", "tests/candidate-mail.test.ts", "tests/webhooks-delivery.test.ts",
  "tests/webhook-targets.test.ts", "tests/webhooks-embedded.test.ts", "tests/idempotency.test.ts", "tests/observability.test.ts",
  "tests/migrator.test.ts", "lib/",
];
const SECOND_NODE_SPECS = ["e2e/smoke.spec.ts", "e2e/auth.spec.ts", "e2e/api-errors.spec.ts", "e2e/front-door.spec.ts", "e2e/graceful-shutdown.spec.ts"];

function nodeVersion(binDir: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(path.join(binDir, "node"), ["--version"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", () => resolve("(not found)"));
    child.on("exit", () => resolve(out.trim().replace(/^v/, "") || "(unknown)"));
  });
}

async function main() {
  const started = Date.now();
  console.log(`[test] PostgreSQL server: ${databaseServer()}; each test run creates and drops its own databases`);

  await step("typecheck (tsc --noEmit)", async () => ({ ok: (await run(bin("tsc"), ["--noEmit"])) === 0 }));
  await step("lint (eslint --max-warnings=0 .)", async () => ({ ok: (await run(bin("eslint"), ["--max-warnings=0", "."])) === 0 }));

  await step("integration tests (vitest run)", async () => {
    const file = path.join(reports, "vitest.json");
    const code = await run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
    const counts = vitestCounts(readJson(file));
    return counts ? { ok: code === 0 && counts.failed === 0, counts } : { ok: false, note: "vitest produced no report" };
  });

  const distDir = process.env.NEXT_DIST_DIR || ".next";
  await step("production build (next build)", async () => {
    rmSync(path.join(root, distDir, "BUILD_ID"), { force: true });
    // lib/db builds its client when loaded and the build loads route modules; nothing connects
    const databaseUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
    const code = await run(bin("next"), ["build"], { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: databaseUrl });
    return { ok: code === 0 && existsSync(path.join(root, distDir, "BUILD_ID")) };
  });

  const built = results[results.length - 1].ok;
  await step("browser tests (playwright, Chromium)", async () => {
    if (!built) return { ok: false, note: "skipped: the build failed" };
    const file = path.join(reports, "playwright.json");
    const code = await run(bin("playwright"), ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
    const counts = playwrightCounts(readJson(file));
    return counts ? { ok: code === 0 && counts.failed === 0, counts } : { ok: false, note: "playwright produced no report" };
  });

  // CI also runs the suites on the current LTS (.ci/run unpacks it and names its bin directory here):
  // the same build, the same tests, another Node.
  const secondNode = process.env.TEST_SECOND_NODE_BIN;
  if (secondNode) {
    const version = await nodeVersion(secondNode);
    const onSecondNode = { PATH: `${secondNode}${path.delimiter}${process.env.PATH ?? ""}` };
    await step(`runtime integration tests on Node ${version}`, async () => {
      const file = path.join(reports, "vitest-second.json");
      const code = await run(bin("vitest"), ["run", ...SECOND_NODE_TESTS, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`], onSecondNode);
      const counts = vitestCounts(readJson(file));
      return counts ? { ok: code === 0 && counts.failed === 0, counts } : { ok: false, note: "vitest produced no report" };
    });
    await step(`browser tests of the server on Node ${version}`, async () => {
      if (!built) return { ok: false, note: "skipped: the build failed" };
      const file = path.join(reports, "playwright-second.json");
      const code = await run(bin("playwright"), ["test", ...SECOND_NODE_SPECS, "--reporter=list,json"], { ...onSecondNode, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
      const counts = playwrightCounts(readJson(file));
      return counts ? { ok: code === 0 && counts.failed === 0, counts } : { ok: false, note: "playwright produced no report" };
    });
  }

  rmSync(reports, { recursive: true, force: true });
  const passed = results.reduce((sum, r) => sum + (r.counts?.passed ?? 0), 0);
  const failed = results.reduce((sum, r) => sum + Math.max(r.counts?.failed ?? 0, r.ok ? 0 : 1), 0);
  const allOk = results.every((r) => r.ok);
  console.log("\n[test] summary");
  for (const r of results) console.log(`[test]   ${r.ok ? "ok    " : "FAILED"} ${r.name.padEnd(40)} ${r.seconds.toFixed(1).padStart(6)}s`);
  console.log(`[test] total ${((Date.now() - started) / 1000).toFixed(1)}s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(allOk ? 0 : 1);
}

main().catch((error: Error) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
