import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { access, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-options";

const NEXT_BIN = path.join(process.cwd(), "node_modules", ".bin", "next");

export async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

// The production build the browser and shutdown benches serve, and where benches write their logs
export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench";
export const RESULTS_DIR = path.join(process.cwd(), "bench", "results");

// Builds into BENCH_DIST_DIR when it holds no build (the log: bench/results/build-<bench>.log).
export async function ensureBenchBuild(bench: string): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  if (await exists(path.join(BENCH_DIST_DIR, "BUILD_ID"))) return;
  console.log(`building into ${BENCH_DIST_DIR} ...`);
  await buildApp(process.env, BENCH_DIST_DIR, path.join(RESULTS_DIR, `build-${bench}.log`));
}

// `next build` into its own dist dir. Next adds that dir's type folders to tsconfig.json's
// `include` and rewrites the file in its own layout; the bench takes out only its own entries
// (others may edit the file meanwhile), and puts the file back byte for byte when nothing else changed.
export async function buildApp(env: NodeJS.ProcessEnv, distDir: string, logFile: string): Promise<void> {
  const tsconfig = path.join(process.cwd(), "tsconfig.json");
  const before = await readFile(tsconfig, "utf8");
  try {
    const code = await runLogged(NEXT_BIN, ["build"], { ...env, NEXT_DIST_DIR: distDir }, logFile);
    if (code !== 0) throw new Error(`next build failed (exit ${code}); see ${path.relative(process.cwd(), logFile)}`);
  } finally {
    await removeTsconfigIncludes(tsconfig, before, `${distDir}/`);
  }
}

async function removeTsconfigIncludes(file: string, before: string, prefix: string) {
  const now = await readFile(file, "utf8");
  if (now === before) return;
  const config = JSON.parse(now) as { include?: string[] };
  config.include = config.include?.filter((entry) => !entry.startsWith(prefix));
  const same = JSON.stringify(config) === JSON.stringify(JSON.parse(before));
  await writeFile(file, same ? before : `${JSON.stringify(config, null, 2)}\n`);
}

// true when the build is older than the newest commit (the bench would measure old code)
export async function buildIsStale(distDir: string, lastCommitSeconds: number): Promise<boolean> {
  const buildId = path.join(process.cwd(), distDir, "BUILD_ID");
  return (await stat(buildId)).mtimeMs / 1000 < lastCommitSeconds;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// processGroup: the id of the server's process group (for CPU accounting); process: for a bench that signals it itself
export type RunningServer = { baseUrl: string; processGroup: number | undefined; process: ChildProcess; stop: () => Promise<void> };

// The app as `npm start` serves it (scripts/serve.ts) on loopback in its own process group, so stopping it ends its workers too.
export async function startServer(env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<RunningServer> {
  const log = createWriteStream(logFile);
  // the server runs with the flags `npm start` gives it
  const nodeOptions = [env.NODE_OPTIONS, ...SERVER_NODE_FLAGS].filter(Boolean).join(" ");
  const child = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts", "serve.ts"), "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...env, NODE_OPTIONS: nodeOptions },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  endsWithThisProcess(child);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopGroup(child);
  try {
    await waitForOk(`${baseUrl}/api/version`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, processGroup: child.pid, process: child, stop };
}

// A server for the benches that send it work and watch its memory (bulk-upload, imports,
// resume-upload): scripts/serve.ts in production over the bench's database, with a files directory
// of its own and warnings-only logs, in its own process group. It runs without SERVER_NODE_FLAGS,
// as these benches' recorded figures did, so their RSS stays comparable. `extra` adds to its environment.
export type WatchedServer = {
  url: string;
  // the server process's resident memory now
  rss: () => Promise<number>;
  // its peak RSS from `start` on, sampled every `everyMs`: the answer stops the sampling and gives the peak
  samplePeak: (start: number, everyMs: number) => () => number;
  // ends the server's process group and removes its files
  stop: () => Promise<void>;
};

export async function startWatchedServer(databaseUrl: string, extra: Record<string, string> = {}): Promise<WatchedServer> {
  const files = await mkdtemp(path.join(tmpdir(), "bench-files-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts", "serve.ts"), "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl, FILES_DIR: files, NEXTAUTH_SECRET: "bench-secret-0123456789abcdef", LOG_LEVEL: "warn", ...extra },
    detached: true,
    stdio: "ignore",
  });
  endsWithThisProcess(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(child);
    await rm(files, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${url}/api/version`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const rss = () => rssBytes(child.pid!);
  const samplePeak = (start: number, everyMs: number) => {
    let peak = start;
    const timer = setInterval(() => void rss().then((bytes) => (peak = Math.max(peak, bytes)), () => {}), everyMs);
    return () => {
      clearInterval(timer);
      return peak;
    };
  };
  return { url, rss, samplePeak, stop };
}

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

async function waitForOk(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

// A server in a process group of its own outlives a bench that throws before its `stop` (a browser
// that fails to launch, a bench's own error): its whole group is killed when this process exits.
function endsWithThisProcess(child: ChildProcess) {
  const kill = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  };
  process.once("exit", kill);
  child.once("exit", () => process.off("exit", kill));
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

function runLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    child.once("error", reject);
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

// The environment of a bench server: production on the given build and database, with rate limits
// raised so far that every request is served (each still counts itself in Postgres). `extra` adds or
// overrides what one bench needs.
export function benchServerEnv(databaseUrl: string, distDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const high = "100000000";
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    DB_POOL_MAX: process.env.DB_POOL_MAX ?? "20",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-not-for-production-0123456789",
    RATE_LIMIT_CREDENTIAL_PER_MINUTE: high,
    RATE_LIMIT_PUBLIC_PER_MINUTE: high,
    RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR: high,
    RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR: high,
    RATE_LIMIT_SIGN_IN_PER_15_MINUTES: high,
    ...extra,
  };
}
