// Apply with a résumé file under load: req/s, p99 and the server's peak RSS while 10 clients each
// upload a PDF at once. The multipart body is streamed to disk (docs/decisions/192), so the peak
// must stay near idle, not grow with file size × clients. Runs two sizes to show it. Usage (after
// `NEXT_DIST_DIR=.next-h10 npx next build`):
//   NEXT_DIST_DIR=.next-h10 npx tsx bench/resume-upload.ts [--requests=60] [--connections=10] [--sizes=1,5]
import autocannon from "autocannon";
import { makeResumePdf } from "../prisma/seed/resume-pdf";
import { createTestDatabase } from "../tests/support/test-database";
import { startWatchedServer, type WatchedServer } from "./server";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const requests = Number(args.get("requests") ?? 60);
const connections = Number(args.get("connections") ?? 10);
const sizes = (args.get("sizes") ?? "1,5").split(",").map(Number);
const MiB = 1024 * 1024;

async function main() {
  const database = await createTestDatabase("hiring_bench_upload");
  process.env.DATABASE_URL = database.url;
  const { createJob, createOrganization } = await import("../prisma/factories");
  const org = await createOrganization({ name: "Upload Bench" });
  const job = await createJob(org.id, { title: "Uploader" });
  let server: WatchedServer | undefined;
  try {
    server = await startWatchedServer(database.url, {
      RATE_LIMIT_PUBLIC_PER_MINUTE: "1000000",
      RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR: "1000000",
      RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR: "1000000",
    });
    const { url } = server;
    const apply = `/api/public/orgs/${org.slug}/jobs/${job.slug}/apply`;
    console.log(`POST ${apply}: ${requests} applies per size, ${connections} connections, node ${process.version}`);
    console.log("file     req/s   p50 ms   p99 ms   non-2xx   idle RSS   peak RSS   peak - idle   size × clients");
    for (const size of sizes) {
      const pdf = makeResumePdf(["Bench Person"], size * MiB - 4096);
      const boundary = "----bench-boundary";
      let n = 0;
      const body = (email: string) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench Person\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          pdf,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
      // warm the route (compile caches, pools) before measuring idle
      await fetch(`${url}${apply}`, { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body: body(`warm${size}@bench.example`) });
      await new Promise((r) => setTimeout(r, 1000));
      const idle = await server.rss();
      const stopSampling = server.samplePeak(idle, 50);
      const result = await autocannon({
        url: `${url}${apply}`,
        connections,
        amount: requests,
        timeout: 60,
        requests: [
          {
            method: "POST",
            headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
            setupRequest: (request) => ({ ...request, body: body(`u${size}-${n++}@bench.example`) }),
          },
        ],
      });
      const peak = stopSampling();
      const mb = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
      console.log(
        `${`${size} MiB`.padEnd(8)} ${result.requests.average.toFixed(1).padStart(6)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)} ${mb(idle).padStart(10)} ${mb(peak).padStart(10)} ${mb(peak - idle).padStart(13)} ${mb(size * MiB * connections).padStart(16)}`,
      );
      if (result.non2xx || result.errors) console.log(`  ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
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
