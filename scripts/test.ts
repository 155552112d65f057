// `npm test`: everything CI checks: lint, production build, typecheck, integration tests (vitest,
// each worker on a database of its own), browser tests (Playwright against that build), all on this
// process's Node (CI: the newest LTS line); with TEST_SMOKE_NODE_BIN, a smoke run of `npm start` on
// that Node too (CI: the oldest line `engines` allows, docs/decisions/262).
// Steps that do not wait for each other run at the same time; every output line starts with its
// step's label, and the summary lists each step's time, the failed tests and the slowest files.
// The last line is always `N passed, N failed` over vitest, Playwright and smoke checks; a step that
// fails without test results (typecheck, lint, build, a crashed runner) counts as one failure, and a
// test that passed only on a retry counts as failed (CI runs with no retries).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { localServerUrl } from "../tests/support/local-server";

type Counts = { passed: number; failed: number };
type FileTime = { file: string; seconds: number };
type Outcome = { ok: boolean; counts?: Counts; note?: string; failures?: string[]; files?: FileTime[] };
type StepResult = Outcome & { name: string; seconds: number };
type Step = { name: string; label: string; body: (out: Output) => Promise<Outcome> };
// `lines`, when given, collects the child's standard output as well
type Output = { run: (command: string, args: string[], env?: Record<string, string>, lines?: string[]) => Promise<number> };

const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const reports = mkdtempSync(path.join(tmpdir(), "hiring-test-"));
const results: StepResult[] = [];
// .ci/run's target is 12 minutes with the install; this is npm test's share of it
const BUDGET_SECONDS = 10 * 60;

// A child's output, line by line, each line prefixed with its step's label.
function runner(prefix: string): Output {
  return {
    run(command, args, env = {}, collected) {
      return new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
        const closed = ([[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const).map(([stream, sink]) => {
          const lines = createInterface({ input: stream, crlfDelay: Infinity });
          lines.on("line", (line) => {
            if (collected && stream === child.stdout) collected.push(line);
            sink.write(`${prefix} ${line}\n`);
          });
          return new Promise<void>((done) => lines.on("close", () => done()));
        });
        child.on("error", (error) => {
          console.error(`${prefix} could not run ${command}: ${error.message}`);
          resolve(1);
        });
        child.on("close", async (code, signal) => {
          await Promise.all(closed);
          resolve(code ?? (signal ? 1 : 0));
        });
      });
    },
  };
}

// Steps start as soon as the steps they come after have finished, so several run at the same time;
// each line of their output carries the step's label. `afterAny`: and once the first of these has.
type Planned = Step & { after: string[]; afterAny?: string[] };

async function schedule(plan: Planned[]) {
  const done = new Map<string, Promise<void>>();
  const start = (s: Planned): Promise<void> => {
    if (!done.has(s.label)) {
      const step = (label: string) => start(plan.find((p) => p.label === label)!);
      const deps = s.after.map(step);
      if (s.afterAny?.length) deps.push(Promise.race(s.afterAny.map(step)));
      done.set(
        s.label,
        Promise.all(deps).then(async () => {
          console.log(`[test] ── ${s.name} ──`);
          const started = Date.now();
          const result = await s.body(runner(`[${s.label}]`));
          const seconds = (Date.now() - started) / 1000;
          results.push({ name: s.name, seconds, ...result });
          const counts = result.counts ? `, ${result.counts.passed} passed, ${result.counts.failed} failed` : "";
          console.log(`[test] ${s.name}: ${result.ok ? "ok" : "FAILED"} in ${seconds.toFixed(1)}s${counts}${result.note ? ` (${result.note})` : ""}`);
        }),
      );
    }
    return done.get(s.label)!;
  };
  await Promise.all(plan.map(start));
}

function readJson(file: string): any | null {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// vitest's JSON report: tests by status, plus files that failed before any test ran
function vitestOutcome(code: number, report: any): Outcome {
  if (!report) return { ok: false, note: "vitest produced no report" };
  const files: any[] = report.testResults ?? [];
  const brokenFiles = files.filter((file) => file.status === "failed" && !(file.assertionResults ?? []).some((t: any) => t.status === "failed"));
  const counts = { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles.length };
  const failures = files.flatMap((file) => {
    const name = path.relative(root, file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((t: any) => t.status === "failed").map((t: any) => `${name} › ${t.fullName ?? t.title}`);
    return failed.length || file.status !== "failed" ? failed : [`${name} (the file failed to run)`];
  });
  const times = files.map((file) => ({ file: path.relative(root, file.name ?? ""), seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000 }));
  return { ok: code === 0 && counts.failed === 0, counts, failures, files: times };
}

// Playwright's JSON report: expected = passed, unexpected = failed, flaky = passed only on a retry,
// which counts as failed here and is named as such
function playwrightOutcome(code: number, report: any): Outcome {
  if (!report?.stats) return { ok: false, note: "playwright produced no report" };
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats;
  const setupFailed = (report.errors ?? []).length > 0 && expected + flaky + unexpected === 0 ? 1 : 0;
  const counts = { passed: expected, failed: unexpected + flaky + setupFailed };
  const failures: string[] = [];
  const seconds = new Map<string, number>();
  const walk = (suite: any, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file} › ${[...titles, spec.title].join(" › ")}`;
      if (spec.tests?.some((t: any) => t.status === "unexpected")) failures.push(name);
      if (spec.tests?.some((t: any) => t.status === "flaky")) failures.push(`${name} (passed only on a retry)`);
      const ms = (spec.tests ?? []).flatMap((t: any) => t.results ?? []).reduce((sum: number, r: any) => sum + (r.duration ?? 0), 0);
      seconds.set(`e2e/${spec.file}`, (seconds.get(`e2e/${spec.file}`) ?? 0) + ms / 1000);
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  if (setupFailed) failures.push(`global setup: ${String(report.errors[0]?.message ?? "").split("\n")[0]}`);
  const files = [...seconds].map(([file, s]) => ({ file, seconds: s }));
  return { ok: code === 0 && counts.failed === 0, counts, failures, files };
}

// The smoke script's own closing line, `N passed, N failed`, and its FAIL lines
function smokeOutcome(code: number, lines: string[]): Outcome {
  const closing = lines.map((line) => /^(\d+) passed, (\d+) failed$/.exec(line)).filter(Boolean).pop();
  if (!closing) return { ok: false, note: "the smoke run printed no result" };
  const counts = { passed: Number(closing[1]), failed: Number(closing[2]) };
  const failures = lines.filter((line) => line.startsWith("FAIL ")).map((line) => line.slice(5));
  return { ok: code === 0 && counts.failed === 0, counts, failures };
}

function databaseServer(): string {
  const url = process.env.TEST_DATABASE_SERVER_URL ?? process.env.DATABASE_URL;
  if (!url) return `${localServerUrl()} (no DATABASE_URL set)`;
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432} (from ${process.env.TEST_DATABASE_SERVER_URL ? "TEST_DATABASE_SERVER_URL" : "DATABASE_URL"})`;
}

function nodeVersion(binDir: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(path.join(binDir, "node"), ["--version"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", () => resolve("(not found)"));
    child.on("exit", () => resolve(out.trim().replace(/^v/, "") || "(unknown)"));
  });
}

// Integration tests: two workers, each on a copy of the run's database, beside the browser tests.
// Three were faster on a quick machine (decision 425), but on one about three times slower their
// tests ran past their 30 s limit and the database's statement timeout (decision 428);
// TEST_VITEST_WORKERS overrides it.
const VITEST_WORKERS = process.env.TEST_VITEST_WORKERS ?? "2";

async function main() {
  const started = Date.now();
  const smokeNode = process.env.TEST_SMOKE_NODE_BIN;
  console.log(`[test] PostgreSQL server: ${databaseServer()}; each test run creates and drops its own databases`);
  console.log(`[test] Node ${process.versions.node}${smokeNode ? `; smoke run on Node ${await nodeVersion(smokeNode)}` : ""}`);

  // The build and lint first (next build rewrites tsconfig.json and writes the route types that tsc
  // reads, so nothing that reads them runs beside it); then the rest side by side: the integration
  // tests mostly compute, the browser tests mostly wait, the smoke run mostly starts a server.
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  let built = false;
  const plan: Planned[] = [
    {
      name: "production build (next build)",
      label: "build",
      after: [],
      body: async (out) => {
        rmSync(path.join(root, distDir, "BUILD_ID"), { force: true });
        // lib/db builds its client when loaded and the build loads route modules; nothing connects
        const databaseUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
        // the typecheck step checks the types, so the build does not check them too (next.config.js)
        const code = await out.run(bin("next"), ["build"], { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: databaseUrl, BUILD_WITHOUT_TYPE_CHECK: "1" });
        built = code === 0 && existsSync(path.join(root, distDir, "BUILD_ID"));
        return { ok: built };
      },
    },
    { name: "lint (eslint --max-warnings=0 .)", label: "lint", after: [], body: async (out) => ({ ok: (await out.run(bin("eslint"), ["--max-warnings=0", "."])) === 0 }) },
    // not beside both runners: beside the integration tests (the ones with time limits) and the browser
    // tests at once, tsc took 360 s of a slow machine's CPU (decision 428). After the first of the two
    // to finish, usually the integration tests; when the browser tests finish first (they take less
    // CPU in the headless shell, decision 507), beside the integration tests' rest, which is less load
    // than the browser tests were, instead of after it on the run's critical path.
    // `next typegen` writes the route validator (.next/types/validator.ts) that a build without its
    // own type check leaves out, so tsc still checks every page's and route's exports. The check is
    // `npm run typecheck`, TypeScript 7's native tsc on one thread (decision 517): 16-18 s and as
    // many CPU-seconds where 5.9's took 56 s and 76.
    {
      name: "typecheck (TypeScript 7 tsc --noEmit)",
      label: "typecheck",
      after: ["build"],
      afterAny: ["vitest", "e2e"],
      body: async (out) => ({ ok: (await out.run(bin("next"), ["typegen"])) === 0 && (await out.run("npm", ["run", "--silent", "typecheck"])) === 0 }),
    },
    {
      name: "integration tests (vitest)",
      label: "vitest",
      after: ["build"],
      body: async (out) => {
        const file = path.join(reports, "vitest.json");
        const code = await out.run(bin("vitest"), ["run", `--maxWorkers=${VITEST_WORKERS}`, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
        return vitestOutcome(code, readJson(file));
      },
    },
    {
      name: "browser tests (playwright)",
      label: "e2e",
      after: ["build"],
      body: async (out) => {
        if (!built) return { ok: false, note: "skipped: the build failed" };
        const file = path.join(reports, "playwright.json");
        const output = path.join(root, "test-results");
        const code = await out.run(bin("playwright"), ["test", "--reporter=list,json", `--output=${output}`], {
          PLAYWRIGHT_JSON_OUTPUT_NAME: file,
          E2E_SCREENSHOTS_DIR: path.join(output, "screenshots"),
        });
        return playwrightOutcome(code, readJson(file));
      },
    },
  ];
  if (smokeNode) {
    // Beside the typecheck, not after it: both start once the first runner has finished, and each
    // keeps about one core busy (tsc is one thread, the smoke run mostly starts one server), so at
    // the run's tail, where the two runners' cores free up, they share the two cores instead of
    // taking turns on one (a clean clone of 2026-12-06: typecheck 32 s, then smoke 14 s, last).
    plan.push({
      name: `smoke run (npm start) on Node ${await nodeVersion(smokeNode)}`,
      label: "smoke",
      after: ["build"],
      afterAny: ["vitest", "e2e"],
      body: async (out) => {
        if (!built) return { ok: false, note: "skipped: the build failed" };
        const lines: string[] = [];
        const code = await out.run(path.join(smokeNode, "node"), ["--import", "tsx", "scripts/smoke.ts"], { PATH: `${smokeNode}${path.delimiter}${process.env.PATH ?? ""}` }, lines);
        return smokeOutcome(code, lines);
      },
    });
  }
  await schedule(plan);

  rmSync(reports, { recursive: true, force: true });
  const passed = results.reduce((sum, r) => sum + (r.counts?.passed ?? 0), 0);
  const failed = results.reduce((sum, r) => sum + Math.max(r.counts?.failed ?? 0, r.ok ? 0 : 1), 0);
  const allOk = results.every((r) => r.ok);
  const total = (Date.now() - started) / 1000;
  console.log("\n[test] summary");
  for (const r of plan.map((p) => results.find((x) => x.name === p.name)!)) {
    const counts = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : "";
    console.log(`[test]   ${r.ok ? "ok    " : "FAILED"} ${r.name.padEnd(48)} ${r.seconds.toFixed(1).padStart(6)}s${counts}`);
    for (const failure of r.failures ?? []) console.log(`[test]            ✗ ${failure}`);
  }
  const slowest = results.flatMap((r) => r.files ?? []).sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  if (slowest.length) {
    console.log("[test] the ten slowest test files");
    for (const f of slowest) console.log(`[test]   ${f.seconds.toFixed(1).padStart(6)}s  ${f.file}`);
  }
  console.log(`[test] total ${total.toFixed(1)}s (budget ${BUDGET_SECONDS}s${total > BUDGET_SECONDS ? ": OVER BUDGET" : ""})`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(allOk ? 0 : 1);
}

main().catch((error: Error) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
