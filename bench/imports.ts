// An import of 50,000 candidates with 100,000 applications (issue 48 item 6, docs/decisions/496),
// end to end on a production server whose queue writes it: five spreadsheets of 20,000 rows (the
// most one import takes), each candidate applying to two of 40 jobs, with a stage, a status, a
// source, two tags, a note and the date applied, sent one after another by an admin's API key as
// the settings screen sends them. Prints each file's time and rows per second, the whole import's
// time against the 10-minute target, and the server's RSS after each file beside its idle and peak
// (sampled every 100 ms): flat memory means each file's figure stays near the first. Then imports
// the first file again to show that it adds nothing. Usage (after `NODE_ENV=production npx next build`):
//   npx tsx bench/imports.ts [--candidates=50000]
import { createTestDatabase } from "../tests/support/test-database";
import { loadAverage } from "./figures";
import { startWatchedServer, type WatchedServer } from "./server";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const candidates = Number(args.get("candidates") ?? 50_000);
const ROWS_PER_FILE = 20_000;
const JOBS = 40;
const MiB = 1024 * 1024;
const STATUSES = ["active", "active", "active", "rejected", "hired"];
const SOURCES = ["linkedin", "referral", "careers site", "agency"];
const MAPPING = { Name: "name", Email: "email", Phone: "phone", Job: "job", Stage: "stage", Status: "status", Source: "source", Tags: "tags", Notes: "notes", Applied: "applied_at" };

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

// The rows of candidates [from, to): each applies to two jobs, so 2 × (to - from) rows.
function spreadsheet(from: number, to: number, stages: string[]): Buffer {
  const lines = [Object.keys(MAPPING).join(",")];
  for (let n = from; n < to; n++) {
    const day = new Date(Date.UTC(2025, 0, 1) + (n % 500) * 86_400_000).toISOString().slice(0, 10);
    for (const job of [n % JOBS, (n + 7) % JOBS]) {
      lines.push(
        [`Person ${n}`, `person-${n}@import.example`, `+1 415 555 ${String(n % 10_000).padStart(4, "0")}`, `Imported Job ${job + 1}`, stages[(n + job) % stages.length], STATUSES[(n + job) % STATUSES.length], SOURCES[n % SOURCES.length], `batch-${Math.floor(n / 1000)};imported`, `Met at event ${n % 97}, strong on ${job % 2 ? "systems" : "product"}`, day]
          .map(cell)
          .join(","),
      );
    }
  }
  return Buffer.from(lines.join("\n"));
}

async function main() {
  const database = await createTestDatabase("hiring_bench_import");
  process.env.DATABASE_URL = database.url;
  const { createApiKey, createJob, createOrganization, createUser } = await import("../prisma/factories");
  const { ownerDb } = await import("../lib/db/owner");
  const org = await createOrganization({ name: "Import Bench" });
  for (let j = 0; j < JOBS; j++) await createJob(org.id, { title: `Imported Job ${j + 1}` });
  const firstJob = await ownerDb.job.findFirstOrThrow({ where: { organizationId: org.id }, include: { stages: { orderBy: { position: "asc" } } } });
  const stages = firstJob.stages.map((s) => s.name);
  const admin = await createUser(org.id, { role: "admin" });
  const { plaintext: key } = await createApiKey(admin);
  const headers = { authorization: `Bearer ${key}` };
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const mb = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
  let server: WatchedServer | undefined;
  try {
    server = await startWatchedServer(database.url);
    const { url, rss } = server;
    await new Promise((r) => setTimeout(r, 1000));
    const idle = await rss();
    const peak = server.samplePeak(idle, 100);
    console.log(`import of ${candidates} candidates with ${candidates * 2} applications in files of ${ROWS_PER_FILE} rows, node ${process.version}, ${loadAverage()}`);

    type Status = { status: string; total: number; imported: number; skipped: number; errors: unknown[] };
    const importFile = async (bytes: Buffer, name: string): Promise<Status> => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "text/csv" }), name);
      form.append("format", "csv");
      form.append("mapping", JSON.stringify(MAPPING));
      const created = await fetch(`${url}/api/imports`, { method: "POST", headers, body: form });
      if (created.status !== 202) throw new Error(`POST /api/imports: HTTP ${created.status} ${await created.text()}`);
      const id = ((await created.json()) as { import: { id: number } }).import.id;
      for (;;) {
        const got = ((await (await fetch(`${url}/api/imports/${id}`, { headers })).json()) as { import: Status }).import;
        if (got.status === "done" || got.status === "failed") return got;
        await new Promise((r) => setTimeout(r, 500));
      }
    };

    const perFile = ROWS_PER_FILE / 2;
    const started = performance.now();
    let first: Buffer | undefined;
    for (let from = 0, n = 1; from < candidates; from += perFile, n++) {
      const bytes = spreadsheet(from, Math.min(from + perFile, candidates), stages);
      first ??= bytes;
      const at = performance.now();
      const result = await importFile(bytes, `people-${n}.csv`);
      const ms = performance.now() - at;
      const after = await rss();
      console.log(`file ${n} (${mb(bytes.length)}): ${result.status}, ${result.imported} imported, ${result.skipped} skipped, ${result.errors.length} errors of ${result.total} in ${s(ms)} (${((result.total / ms) * 1000).toFixed(0)} rows/s); server RSS after it ${mb(after)}`);
      if (result.status !== "done" || result.errors.length > 0) throw new Error(`file ${n} did not import cleanly`);
    }
    const total = performance.now() - started;
    const again = await importFile(first!, "people-1.csv");
    const top = peak();
    const [people, applications] = await Promise.all([ownerDb.candidate.count({ where: { organizationId: org.id } }), ownerDb.application.count({ where: { organizationId: org.id } })]);
    console.log(`in all: ${s(total)} for ${candidates * 2} rows (target: under 600 s); the database holds ${people} candidates and ${applications} applications`);
    console.log(`server RSS idle ${mb(idle)}, peak ${mb(top)} (+${mb(top - idle)})`);
    console.log(`the first file again: ${again.imported} imported, ${again.skipped} skipped of ${again.total}`);
  } finally {
    await server?.stop();
    await ownerDb.$disconnect();
    await database.drop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
