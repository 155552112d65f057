import os from "node:os";

// nearest-rank percentile: with few samples p99 is the slowest one, as it should read
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

// the figures move with the machine: every bench prints the load it ran under
export function loadAverage(): string {
  return `load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")} on ${os.cpus().length} cores`;
}
