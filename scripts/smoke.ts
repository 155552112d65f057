// The smoke run on the oldest Node line `engines` allows (npm test runs it with TEST_SMOKE_NODE_BIN):
// `npm start` as a user runs it, on the embedded database in a folder of its own, then what a first
// visit does: health, sign-in through next-auth, one apply on the careers API, one pipeline board.
// Each check prints one line; the last line is `N passed, N failed`. Needs a build (`next build`).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_PASSWORD, DEMO_USERS } from "@/prisma/demo-users";
import { ADMIN_ROLE } from "@/lib/auth/permissions";

const port = Number(process.env.SMOKE_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "hiring-smoke-"));
const results: { name: string; ok: boolean; detail: string }[] = [];

function check(name: string, ok: boolean, detail = "") {
  results.push({ name, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` (${detail})` : ""}`);
  if (!ok) throw new Error(`${name} failed`);
}

// no DATABASE_URL: the embedded database, as on a fresh clone
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const app = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", `--data-dir=${dataDir}`], {
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...inherited, FILES_DIR: path.join(dataDir, "files"), PORT: String(port), NEXTAUTH_URL: base, APP_URL: base, LOG_LEVEL: "warn", NEXTAUTH_SECRET: "smoke-only-secret-0123456789abcdef" },
});
let output = "";
app.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
app.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
const exited = new Promise<number | null>((resolve) => app.on("exit", (code) => resolve(code)));

// `npm start` prints this line once /api/health answered 200
async function readyLine(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && app.exitCode === null) {
    if (/Hiring is ready at /.test(output)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

// a cookie jar of one site: name=value pairs from Set-Cookie
const jar = new Map<string, string>();
async function request(pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
  const response = await fetch(`${base}${pathname}`, { ...init, headers, redirect: "manual" });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return response;
}

async function main() {
  check("npm start on the embedded database is ready", await readyLine(240_000), `Node ${process.version}`);
  const health = await request("/api/health");
  check("GET /api/health answers 200", health.status === 200, String(health.status));

  const admin = DEMO_USERS.find((u) => u.role === ADMIN_ROLE)!;
  const { csrfToken } = (await (await request("/api/auth/csrf")).json()) as { csrfToken: string };
  const signIn = await request("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: admin.email, password: DEMO_PASSWORD, csrfToken, callbackUrl: `${base}/` }),
  });
  const session = [...jar.keys()].some((name) => name.endsWith("next-auth.session-token"));
  check("sign-in through next-auth sets a session", signIn.status === 302 && session, `${signIn.status}`);

  const { jobs } = (await (await request("/api/public/orgs/acme/jobs")).json()) as { jobs: { slug: string; title: string }[] };
  const email = `smoke-${Date.now()}@example.test`;
  const apply = await request(`/api/public/orgs/acme/jobs/${jobs[0].slug}/apply`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Smoke Test", email }),
  });
  check("apply on the careers API answers 201", apply.status === 201, `${apply.status} on ${jobs[0].title}`);

  const listed = (await (await request("/api/jobs?limit=100")).json()) as { jobs: { id: number; slug: string }[] };
  const job = listed.jobs.find((j) => j.slug === jobs[0].slug)!;
  const column = (await (await request(`/api/jobs/${job.id}/applications?limit=100&status=active`)).json()) as { applications: { email: string }[] };
  const board = await request(`/jobs/${job.id}`);
  const html = await board.text();
  check(
    "the job's pipeline board shows the new application",
    board.status === 200 && /Pipeline|pipeline/.test(html) && column.applications.some((a) => a.email === email),
    `page ${board.status}`,
  );
}

main()
  .catch((error: Error) => {
    if (!results.some((r) => !r.ok)) check(error.message, false);
  })
  .catch(() => {})
  .finally(async () => {
    if (app.exitCode === null) app.kill("SIGTERM");
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    const failed = results.filter((r) => !r.ok).length;
    if (failed) console.log(`--- npm start's output ---\n${output.slice(-4000)}`);
    console.log(`stopped (exit ${code})`);
    console.log(`${results.length - failed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  });
