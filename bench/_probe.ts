import { GET as jobs } from "@/app/api/jobs/route";
import { GET as apps } from "@/app/api/jobs/[id]/applications/route";
import { GET as audit } from "@/app/api/audit-logs/route";
import { GET as version } from "@/app/api/version/route";
import { readFileSync } from "node:fs";
const key = readFileSync("bench/results/bench-key.txt", "utf8").trim();
type H = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
async function main() {
  const cases: [string, H, string, Record<string, string>][] = [
    ["version", version as unknown as H, "/api/version", {}], ["jobs", jobs, "/api/jobs", {}], ["apps", apps, "/api/jobs/1/applications", { id: "1" }], ["audit", audit, "/api/audit-logs", {}],
  ];
  const totals = new Map<string, { ms: number; cpu: number }>();
  for (let round = 0; round < 300; round++) {
    for (const [name, handler, path, params] of cases) {
      const t = performance.now(); const c = process.cpuUsage();
      const r = await handler(new Request(`http://x${path}`, { headers: { authorization: `Bearer ${key}` } }), { params: Promise.resolve(params) });
      await r.arrayBuffer();
      const cpu = process.cpuUsage(c);
      if (round < 50) continue;
      const acc = totals.get(name) ?? { ms: 0, cpu: 0 };
      acc.ms += performance.now() - t; acc.cpu += (cpu.user + cpu.system) / 1000;
      totals.set(name, acc);
    }
  }
  for (const [name, { ms, cpu }] of totals) console.log(name.padEnd(8), (ms / 250).toFixed(2), "ms wall,", (cpu / 250).toFixed(2), "ms node CPU per request");
  process.exit(0);
}
main();
