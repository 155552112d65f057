import client from "prom-client";
import { poolStats } from "@/lib/db";
import { countQueueJobs } from "@/lib/queue/job-counts";

// Prometheus metrics of this instance (GET /api/metrics). One registry per process on globalThis:
// the server and Next.js's bundles load this module separately.
export type Metrics = {
  registry: client.Registry;
  httpRequests: client.Counter<"method" | "route" | "status">;
  httpDuration: client.Histogram<"method" | "route" | "status">;
  rateLimitRefusals: client.Counter<"scope">;
};

const holder = globalThis as unknown as { hiringMetrics?: Metrics; hiringMetricsCollectors?: (() => Promise<void>)[] };

export function metrics(): Metrics {
  holder.hiringMetrics ??= createMetrics();
  return holder.hiringMetrics;
}

function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "hiring_" });
  const labelNames = ["method", "route", "status"] as const;
  new client.Gauge({
    name: "hiring_db_pool_connections",
    help: "Database pool connections of this instance by state (total, idle, waiting requests)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = poolStats();
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "in_use" }, stats.total - stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new client.Gauge({
    name: "hiring_queue_jobs",
    help: "Jobs of the shared background queue by queue and state: created and retry are waiting, failed gave up",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, state, count } of await countQueueJobs()) this.set({ queue, state }, count);
    },
  });
  return {
    registry,
    httpRequests: new client.Counter({ name: "hiring_http_requests_total", help: "HTTP requests answered, by route template and status", labelNames, registers: [registry] }),
    httpDuration: new client.Histogram({
      name: "hiring_http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte, by route template and status",
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rateLimitRefusals: new client.Counter({
      name: "hiring_rate_limit_refusals_total",
      help: "Requests refused with 429, by the kind of limit",
      labelNames: ["scope"],
      registers: [registry],
    }),
  };
}

// Other parts (the job queue) add what they know at scrape time.
export function addMetricsCollector(collect: () => Promise<void>): void {
  (holder.hiringMetricsCollectors ??= []).push(collect);
}

export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  await Promise.all((holder.hiringMetricsCollectors ?? []).map((collect) => collect().catch(() => {})));
  return { contentType: registry.contentType, body: await registry.metrics() };
}
