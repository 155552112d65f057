import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { eventually } from "../tests/support/eventually";
import { runAdmin } from "./support/admin-cli";

// Two app instances on one database, as behind a load balancer: the suite's server (A) and a second
// server process (B) this spec starts on the same build and database. A job closed and an accent
// colour changed through A show on B's careers pages, although B had their data cached
// (docs/decisions/130; how soon is a figure of bench/careers.ts); an organization created through the
// CLI after its page was asked for shows at once on both (decision 272). Each test's subject is an
// organization of its own.

const A = process.env.E2E_BASE_URL!;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}


async function startSecondServer(port: number): Promise<{ url: string; process: ChildProcess; log: () => string }> {
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "-p", String(port), "-H", "127.0.0.1"], {
    // the suite server's settings (playwright.config.ts), on its own address
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      DB_POOL_MAX: "5",
      NEXTAUTH_SECRET: "e2e-only-secret-0123456789abcdef",
      NEXTAUTH_URL: url,
      APP_URL: url,
      RATE_LIMIT_PUBLIC_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
        return fetch(`${url}/api/version`).then((r) => r.ok, () => false);
      },
      60_000,
      "the second server answering",
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}:\n${output}`, { cause: error });
  }
  return { url, process: child, log: () => output };
}

// entries of the shared data cache holding this organization's board or job data (lib/cache/public-pages.ts)
async function cachedBoardEntries(slug: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM next_cache_entries WHERE entry LIKE $1", [`%${slug}%`]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function page(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url);
  return { status: res.status, html: await res.text() };
}

test.describe("careers pages across two instances", () => {
  let b: Awaited<ReturnType<typeof startSecondServer>> | undefined;
  const secondServer = async () => (b ??= await startSecondServer(await freePort()));

  test.afterAll(async () => {
    if (!b || b.process.exitCode !== null) return;
    const exited = new Promise((resolve) => b!.process.once("exit", resolve));
    b.process.kill("SIGTERM");
    // it drains and exits by itself; one that has not after a while is killed
    await eventually(() => b!.process.exitCode !== null || b!.process.signalCode !== null, 15_000, "the second server's exit").catch(() => b!.process.kill("SIGKILL"));
    await exited;
  });

  test("a job closed and an accent changed through one instance show on the other", async () => {
    test.setTimeout(120_000);
    const slug = `multi-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;
    const email = `admin@${slug}.example`;
    await runAdmin("create-org", "--name", `Multi ${slug}`, "--slug", slug, "--admin-email", email);
    const auth = { Authorization: `Bearer ${await runAdmin("create-api-key", "--email", email)}`, "Content-Type": "application/json" };
    b = await secondServer();

    const created = await fetch(`${A}/api/jobs`, { method: "POST", headers: auth, body: JSON.stringify({ title: `Shared cache engineer ${slug}`, status: "open" }) });
    expect(created.status).toBe(201);
    const { job } = (await created.json()) as { job: { id: number; slug: string; title: string } };
    const board = `${b.url}/careers/${slug}`;
    const jobPage = `${board}/${job.slug}`;

    // B renders both pages (per request, for their nonce) from data it put in the shared cache
    const [cachedBoard, cachedJob] = [await page(board), await page(jobPage)];
    expect(cachedBoard).toMatchObject({ status: 200 });
    expect(cachedBoard.html).toContain(job.title);
    expect(cachedBoard.html).not.toContain("#0b5d3b");
    expect(cachedJob).toMatchObject({ status: 200 });
    await expect.poll(() => cachedBoardEntries(slug)).toBeGreaterThanOrEqual(2);

    const closed = await fetch(`${A}/api/jobs/${job.id}`, { method: "PATCH", headers: auth, body: JSON.stringify({ status: "closed" }) });
    expect(closed.status).toBe(200);
    const branded = await fetch(`${A}/api/orgs/branding`, { method: "PATCH", headers: auth, body: JSON.stringify({ accentColor: "#0b5d3b" }) });
    expect(branded.status).toBe(200);

    // B's poller picks the revalidations up; the deadline is a failure, not a target
    const seen = await eventually(
      async () => {
        const now = { board: await page(board), job: await page(jobPage) };
        return !now.board.html.includes(job.title) && now.board.html.includes("#0b5d3b") && now.job.status === 404 && now;
      },
      10_000,
      "B's board without the closed job, with the new accent colour, and the job's page 404",
    );
    expect(seen.board.status).toBe(200);

    expect(b.log()).not.toContain("shared cache:");
  });

  test("an organization created through the CLI after its careers page was asked for shows at once on both instances", async () => {
    test.setTimeout(120_000);
    const second = await secondServer();
    const slug = `late-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;
    const boards = [`${A}/careers/${slug}`, `${second.url}/careers/${slug}`];
    const jobPages = boards.map((board) => `${board}/late-engineer`);
    // each instance answers "not found" for the board and a job page, twice (a cache would now hold the miss)
    for (const url of [...boards, ...jobPages, ...boards, ...jobPages]) expect((await page(url)).status, url).toBe(404);

    const email = `admin@${slug}.example`;
    await runAdmin("create-org", "--name", `Late ${slug}`, "--slug", slug, "--admin-email", email);
    for (const board of boards) {
      const now = await page(board);
      expect(now.status, board).toBe(200);
      expect(now.html).toContain(`Late ${slug}`);
    }

    const auth = { Authorization: `Bearer ${await runAdmin("create-api-key", "--email", email)}`, "Content-Type": "application/json" };
    const created = await fetch(`${A}/api/jobs`, { method: "POST", headers: auth, body: JSON.stringify({ title: "Late engineer", status: "open" }) });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { job: { slug: string } }).job.slug).toBe("late-engineer");
    for (const url of jobPages) expect((await page(url)).status, url).toBe(200);
  });
});
