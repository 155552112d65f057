// `npm test`: everything CI checks: lint, production build, typecheck, integration tests (vitest,
// each worker on a database of its own), browser tests (Playwright against that build); with
// TEST_SECOND_NODE_BIN both test suites, whole, on that Node as well (CI: the current LTS).
// Steps that do not wait for each other run at the same time (docs/decisions/240), each Node's runs
// on their own databases, server port and output folder; every output line starts with its step's
// label, and the summary lists each step's time and failed tests.
// The last line is always `N passed, N failed` over vitest and Playwright tests; a step that
// fails without test results (typecheck, lint, build, a crashed runner) counts as one failure.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

type Counts = { passed: number; failed: number };
type Outcome = { ok: boolean; counts?: Counts; note?: string; failures?: string[] };
type StepResult = Outcome & { name: string; seconds: number };
type Step = { name: string; label: string; body: (out: Output) => Promise<Outcome> };
type Output = { run: (command: string, args: string[], env?: Record<string, string>) => Promise<number> };

const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const reports = mkdtempSync(path.join(tmpdir(), "hiring-test-"));
const results: StepResult[] = [];
const BUDGET_SECONDS = 20 * 60;

// A child's output, line by line, each line prefixed with its step's label.
function runner(prefix: string): Output {
  return {
    run(command, args, env = {}) {
      return new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
        const closed = ([[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const).map(([stream, sink]) => {
          const lines = createInterface({ input: stream, crlfDelay: Infinity });
          lines.on("line", (line) => sink.write(`${prefix} ${line}\n`));
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
// each line of their output carries the step's label.
type Planned = Step & { after: string[] };

async function schedule(plan: Planned[]) {
  const done = new Map<string, Promise<void>>();
  const start = (s: Planned): Promise<void> => {
    if (!done.has(s.label)) {
      const deps = s.after.map((label) => start(plan.find((p) => p.label === label)!));
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
  return { ok: code === 0 && counts.failed === 0, counts, failures };
}

// Playwright's JSON report: expected = passed, flaky = passed on retry, unexpected = failed
function playwrightOutcome(code: number, report: any): Outcome {
  if (!report?.stats) return { ok: false, note: "playwright produced no report" };
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats;
  const setupFailed = (report.errors ?? []).length > 0 && expected + flaky + unexpected === 0 ? 1 : 0;
  const counts = { passed: expected + flaky, failed: unexpected + setupFailed };
  const failures: string[] = [];
  const walk = (suite: any, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t: any) => t.status === "unexpected")) failures.push(`${spec.file} › ${[...titles, spec.title].join(" › ")}`);
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  if (setupFailed) failures.push(`global setup: ${String(report.errors[0]?.message ?? "").split("\n")[0]}`);
  return { ok: code === 0 && counts.failed === 0, counts, failures };
}

function databaseServer(): string {
  const url = process.env.TEST_DATABASE_SERVER_URL ?? process.env.DATABASE_URL;
  if (!url) return "127.0.0.1:5432 (no DATABASE_URL set)";
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

// A Node the suites run on: this process's own, and in CI the one of TEST_SECOND_NODE_BIN.
type Runtime = { version: string; env: Record<string, string>; port: number; output: string };

async function runtimes(): Promise<Runtime[]> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  // each run's output (traces, screenshots) in a folder of its own under test-results/
  const list: Runtime[] = [{ version: process.versions.node, env: {}, port, output: `test-results/node-${process.versions.node.split(".")[0]}` }];
  const secondNode = process.env.TEST_SECOND_NODE_BIN;
  if (secondNode) {
    const version = await nodeVersion(secondNode);
    list.push({
      version,
      env: { PATH: `${secondNode}${path.delimiter}${process.env.PATH ?? ""}` },
      // its own server port (graceful-shutdown.spec.ts adds 57 for its instance)
      port: port + 1,
      output: `test-results/node-${version.split(".")[0]}${version.split(".")[0] === process.versions.node.split(".")[0] ? "-second" : ""}`,
    });
  }
  return list;
}

const major = (r: Runtime) => `node ${r.version.split(".")[0]}${r.output.endsWith("-second") ? "'" : ""}`;

// Integration tests: two workers per Node, each worker on a copy of the run's database.
const VITEST_WORKERS = process.env.TEST_VITEST_WORKERS ?? "2";

async function main() {
  const started = Date.now();
  const nodes = await runtimes();
  console.log(`[test] PostgreSQL server: ${databaseServer()}; each test run creates and drops its own databases`);
  console.log(`[test] Node: ${nodes.map((r) => r.version).join(" and ")}`);

  // The order (docs/decisions/240): the build and lint first (next build rewrites tsconfig.json and
  // writes the route types that tsc reads, so nothing that reads them runs beside it); then typecheck
  // and two streams side by side, each one Node's integration tests then the other's browser tests
  // (or the other way round), so a suite that mostly computes (vitest) runs beside one that mostly
  // waits (the browser) and each Node's browser tests have a port and databases of their own.
  // One build serves both Nodes: its output is JavaScript, and the server's incremental cache lives in
  // its database (docs/decisions/130), so two servers on one build and two databases do not meet.
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
        const code = await out.run(bin("next"), ["build"], { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: databaseUrl });
        built = code === 0 && existsSync(path.join(root, distDir, "BUILD_ID"));
        return { ok: built };
      },
    },
    { name: "lint (eslint --max-warnings=0 .)", label: "lint", after: [], body: async (out) => ({ ok: (await out.run(bin("eslint"), ["--max-warnings=0", "."])) === 0 }) },
    { name: "typecheck (tsc --noEmit)", label: "typecheck", after: ["build"], body: async (out) => ({ ok: (await out.run(bin("tsc"), ["--noEmit"])) === 0 }) },
  ];
  nodes.forEach((node, i) => {
    const previous = nodes[i - 1];
    plan.push({
      name: `integration tests (vitest) on Node ${node.version}`,
      label: `vitest ${major(node)}`,
      after: previous ? [`e2e ${major(previous)}`] : ["build"],
      body: async (out) => {
        const file = path.join(reports, `vitest-${node.version}.json`);
        const code = await out.run(
          bin("vitest"),
          ["run", `--maxWorkers=${VITEST_WORKERS}`, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
          node.env,
        );
        return vitestOutcome(code, readJson(file));
      },
    });
    plan.push({
      name: `browser tests (playwright) on Node ${node.version}`,
      label: `e2e ${major(node)}`,
      after: previous ? [`vitest ${major(previous)}`] : ["build"],
      body: async (out) => {
        if (!built) return { ok: false, note: "skipped: the build failed" };
        const file = path.join(reports, `playwright-${node.version}.json`);
        const output = path.join(root, node.output);
        const code = await out.run(bin("playwright"), ["test", "--reporter=list,json", `--output=${output}`], {
          ...node.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: file,
          E2E_PORT: String(node.port),
          E2E_SCREENSHOTS_DIR: path.join(output, "screenshots"),
        });
        return playwrightOutcome(code, readJson(file));
      },
    });
  });
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
  console.log(`[test] total ${total.toFixed(1)}s (budget ${BUDGET_SECONDS}s${total > BUDGET_SECONDS ? ": OVER BUDGET" : ""})`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(allOk ? 0 : 1);
}

main().catch((error: Error) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
