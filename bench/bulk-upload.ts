// A bulk résumé upload of 200 files (issue 48 items 4 and 6, docs/decisions/502), end to end on a
// production server whose queue reads them: the files built from the corpus in
// tests/fixtures/resume-corpus (its 65 files, again and again: a file seen before is its person's
// second résumé, so the upload also meets the duplicate rules), sent as the screen sends them (one
// per request, 3 side by side) by an admin's API key. Prints the time to send, to read every file
// and the two together; a file's POST against GET /api/version on the same server (p50, as a ratio);
// and the server's peak RSS against its idle RSS, sampled every 50 ms. Usage (after
// `NODE_ENV=production npx next build`):
//   npx tsx bench/bulk-upload.ts [--files=200] [--parallel=3]
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createTestDatabase } from "../tests/support/test-database";
import { loadAverage, percentile } from "./figures";
import { startWatchedServer, type WatchedServer } from "./server";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const fileCount = Number(args.get("files") ?? 200);
const parallel = Number(args.get("parallel") ?? 3);
const MiB = 1024 * 1024;
const CORPUS = path.join(__dirname, "..", "tests", "fixtures", "resume-corpus");
const TYPES: Record<string, string> = { ".pdf": "application/pdf", ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await work();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - started;
}

async function main() {
  const names = (await readdir(CORPUS)).filter((n) => TYPES[path.extname(n)]).sort();
  const corpus = await Promise.all(names.map(async (name) => ({ name, type: TYPES[path.extname(name)], bytes: await readFile(path.join(CORPUS, name)) })));
  const files = Array.from({ length: fileCount }, (_, n) => corpus[n % corpus.length]);
  const database = await createTestDatabase("hiring_bench_bulk");
  process.env.DATABASE_URL = database.url;
  const { createApiKey, createJob, createOrganization, createUser } = await import("../prisma/factories");
  const org = await createOrganization({ name: "Bulk Upload Bench" });
  const job = await createJob(org.id, { title: "Bulk Uploaded" });
  const admin = await createUser(org.id, { role: "admin" });
  const { plaintext: key } = await createApiKey(admin);
  const headers = { authorization: `Bearer ${key}` };
  let server: WatchedServer | undefined;
  try {
    server = await startWatchedServer(database.url);
    const { url } = server;
    // the yardstick, sequential as the uploads' requests are per connection; warmed first
    const trivial: number[] = [];
    for (let i = 0; i < 20; i++) await timed(() => fetch(`${url}/api/version`));
    for (let i = 0; i < 100; i++) trivial.push(await timed(() => fetch(`${url}/api/version`)));
    await new Promise((r) => setTimeout(r, 1000));
    const idle = await server.rss();
    const stopSampling = server.samplePeak(idle, 50);

    const started = performance.now();
    const created = await fetch(`${url}/api/jobs/${job.id}/resume-uploads`, { method: "POST", headers });
    if (created.status !== 201) throw new Error(`creating the upload: HTTP ${created.status} ${await created.text()}`);
    const uploadId = ((await created.json()) as { upload: { id: number } }).upload.id;
    const posts: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++];
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
        posts.push(await timed(() => fetch(`${url}/api/resume-uploads/${uploadId}/files`, { method: "POST", headers, body: form })));
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    const sentAt = performance.now();
    type Counts = Record<"total" | "queued" | "created" | "duplicate" | "merged" | "skipped" | "unreadable", number>;
    let counts: Counts;
    for (;;) {
      const got = (await (await fetch(`${url}/api/resume-uploads/${uploadId}`, { headers })).json()) as { upload: { counts: Counts } };
      counts = got.upload.counts;
      if (counts.queued === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const readAt = performance.now();
    const peak = stopSampling();

    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const mb = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
    const bytes = files.reduce((sum, f) => sum + f.bytes.length, 0);
    console.log(`bulk upload of ${files.length} files (${mb(bytes)}) from the ${corpus.length}-file corpus, ${parallel} requests side by side, node ${process.version}, ${loadAverage()}`);
    console.log(`sent in ${s(sentAt - started)}, every file read ${s(readAt - sentAt)} later: ${s(readAt - started)} in all (${((readAt - started) / files.length).toFixed(0)} ms a file)`);
    console.log(`POST …/files p50 ${percentile(posts, 50).toFixed(1)} ms, p99 ${percentile(posts, 99).toFixed(1)} ms; GET /api/version p50 ${percentile(trivial, 50).toFixed(1)} ms: ${(percentile(posts, 50) / percentile(trivial, 50)).toFixed(1)}× the trivial route`);
    console.log(`server RSS idle ${mb(idle)}, peak ${mb(peak)} (+${mb(peak - idle)})`);
    console.log(`outcome: ${counts.created} created, ${counts.duplicate} duplicates to decide, ${counts.skipped} skipped, ${counts.unreadable} unreadable of ${counts.total}`);
  } finally {
    await server?.stop();
    const { ownerDb } = await import("../lib/db/owner");
    await ownerDb.$disconnect();
    await database.drop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
