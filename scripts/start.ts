// `npm start` / `npm run dev`: one command from a fresh clone to a running app.
// Without DATABASE_URL it runs an embedded PGlite database in this process (data in .data/pglite),
// migrates it, seeds the demo organization on first run, builds when needed and serves Next.js.
// With DATABASE_URL it migrates that database and serves; it seeds only with --seed.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrate } from "@/lib/db/migrator";
import { announceEmbeddedUrl, lockEmbeddedData, startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { checkEnvironmentOrExit } from "@/lib/env";
import { SERVER_NODE_FLAGS } from "./server-node-options";
import { DEMO_PASSWORD, DEMO_USERS } from "@/prisma/demo-users";

const args = new Set(process.argv.slice(2));
const isDev = args.has("--dev");
const root = process.cwd();
// --data-dir=DIR keeps the embedded database and the session secret elsewhere than .data/ (the smoke run)
const dataDirArg = process.argv.find((arg) => arg.startsWith("--data-dir="))?.slice("--data-dir=".length);
const dataDir = dataDirArg ? path.resolve(dataDirArg) : path.join(root, ".data");
const embeddedDataDir = path.join(dataDir, "pglite");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const startedAt = Date.now();

function log(line: string) {
  console.log(`[start] ${line}`);
}

function fail(message: string): never {
  console.error(`[start] ${message}`);
  process.exit(1);
}

if (args.has("--help")) {
  console.log(`Usage: npm start [-- --seed] [-- --build] [-- --data-dir=DIR]   (npm run dev for next dev)
  --seed          seed the demo organization into DATABASE_URL (the embedded database is seeded automatically)
  --build         run \`next build\` even when a build exists
  --data-dir=DIR  the embedded database and session secret in DIR instead of .data/
Environment: DATABASE_URL, PORT (3000), NEXTAUTH_SECRET, NEXTAUTH_URL/APP_URL; every variable in docs/deploy.md.`);
  process.exit(0);
}

// next-auth needs a stable secret so sessions survive restarts: made once, kept in .data/.
function ensureAuthSecret() {
  if (process.env.NEXTAUTH_SECRET) return;
  const file = path.join(dataDir, "nextauth-secret");
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    log("created a session secret in .data/nextauth-secret");
  }
  process.env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
}

async function countOrganizations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM organizations");
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}

async function seedDemo() {
  // imported late: lib/db reads DATABASE_URL when it is first loaded
  const { seedDemoOrganization } = await import("@/prisma/seed/demo");
  const { asOwner, ownerDb } = await import("@/lib/db/owner");
  try {
    const summary = await asOwner(() => seedDemoOrganization());
    log(summary ? `seeded the demo organization: ${summary}` : "the demo organization already exists");
  } finally {
    await ownerDb.$disconnect();
  }
}

function buildExists(): boolean {
  return existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"));
}

async function waitForHealth(url: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

async function main() {
  // every setting checked before anything starts: a wrong one stops here with one message
  const { PORT: port } = checkEnvironmentOrExit("[start]");
  process.env.PORT = String(port);
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";

  let embedded: EmbeddedDatabase | undefined;
  let unlock = () => {};
  const isEmbedded = !process.env.DATABASE_URL;
  if (isEmbedded) {
    try {
      unlock = lockEmbeddedData(embeddedDataDir);
    } catch (error) {
      fail((error as Error).message);
    }
    embedded = await startEmbeddedDatabase(embeddedDataDir);
    process.env.DATABASE_URL = embedded.url;
    process.env.DATABASE_EMBEDDED = "true";
    // PGlite runs one session; messages of concurrent connections can interleave mid-query
    // (docs/decisions/010-embedded-database-single-connection.md), so the app gets one connection.
    if (process.env.DB_POOL_MAX && process.env.DB_POOL_MAX !== "1") log(`DB_POOL_MAX=${process.env.DB_POOL_MAX} ignored: the embedded database uses 1`);
    process.env.DB_POOL_MAX = "1";
    process.env.DB_CONNECT_TIMEOUT_MS ??= "10000";
    log(`embedded PostgreSQL (PGlite) in ${path.relative(root, embeddedDataDir) || "."}, served on 127.0.0.1:${embedded.port}`);
  } else {
    log(`using DATABASE_URL (${new URL(process.env.DATABASE_URL!).host})`);
  }

  let shuttingDown = false;
  let child: ChildProcess | undefined; // the running `next build` or the server (scripts/serve.ts)
  const cleanup = async () => {
    await embedded?.close();
    unlock();
  };
  // Ctrl-C at any point: stop the child if there is one (its exit closes the database),
  // else close the database here, so PGlite never stops mid-write.
  const stop = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`${signal}: stopping`);
    if (child && child.exitCode === null) child.kill(signal);
    else void cleanup().then(() => process.exit(0));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  try {
    await migrate(process.env.DATABASE_URL!, (line) => log(`migrate: ${line}`));
    if (args.has("--seed") || (isEmbedded && (await countOrganizations(process.env.DATABASE_URL!)) === 0)) await seedDemo();
  } catch (error) {
    await cleanup();
    fail((error as Error).message);
  }
  // migrated: from now on `npm run admin` uses this database while the app runs (docs/decisions/273)
  if (embedded) announceEmbeddedUrl(embedded.url, embeddedDataDir);

  ensureAuthSecret();
  const url = `http://localhost:${port}`;
  process.env.NEXTAUTH_URL ??= process.env.APP_URL ?? url;
  process.env.APP_URL ??= process.env.NEXTAUTH_URL;

  if (!isDev && (args.has("--build") || !buildExists())) {
    log("building the app (next build); this takes a few minutes the first time");
    // async, so the embedded database in this process keeps answering while pages are prerendered
    const build = spawn(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    child = build;
    const status = await new Promise<number | null>((resolve) => build.on("exit", resolve));
    if (shuttingDown) {
      await cleanup();
      process.exit(0);
    }
    if (status !== 0) {
      await cleanup();
      fail("next build failed; see the output above");
    }
  }

  // scripts/serve.ts: Next.js behind the front door (client address, forwarded headers, HSTS, draining)
  const serveArgs = [...SERVER_NODE_FLAGS, "--import", "tsx", path.join(root, "scripts", "serve.ts"), "-p", String(port), ...(isDev ? ["--dev"] : [])];
  const server = spawn(process.execPath, serveArgs, {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: isDev ? "development" : "production" },
  });
  child = server;

  server.on("exit", async (code, signal) => {
    await cleanup();
    if (!shuttingDown) log(`next exited (${signal ?? code})`);
    process.exit(shuttingDown ? 0 : (code ?? 1));
  });

  if (await waitForHealth(url, server)) {
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(`\n  Hiring is ready at ${url}  (healthy after ${seconds}s)`);
    if (isEmbedded || args.has("--seed")) {
      console.log(`  Demo sign-in (password ${DEMO_PASSWORD}):`);
      for (const user of DEMO_USERS) console.log(`    ${user.email.padEnd(22)} ${user.role}`);
    }
    console.log("");
  } else if (server.exitCode === null) {
    log(`${url}/api/health did not answer 200 within 2 minutes; check the output above`);
  }
}

main().catch((error: Error) => fail(error.message));
