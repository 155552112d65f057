import { readdirSync, readFileSync } from "node:fs";

// CPU time by consumer, read from /proc (Linux): the `next start` process group, the Postgres
// server processes, and this process (autocannon runs in it). Sampled around each measurement,
// it says how many CPU milliseconds one request cost each of them, which holds still when the
// machine's load moves the requests per second around.
export type CpuSample = { server: number; postgres: number; loadGenerator: number };

const TICK_MS = 10; // USER_HZ is 100 on every Linux the bench runs on

// the ids of the running processes, or null where there is no /proc (not Linux)
function processIds(): string[] | null {
  try {
    return readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
}

export function cpuSample(serverGroup: number | undefined): CpuSample | null {
  const entries = processIds();
  if (!entries) return null; // not Linux: the table leaves the columns empty
  const sample: CpuSample = { server: 0, postgres: 0, loadGenerator: 0 };
  for (const pid of entries) {
    const stat = readStat(pid);
    if (!stat) continue;
    if (Number(pid) === process.pid) sample.loadGenerator += stat.ms;
    else if (serverGroup !== undefined && stat.group === serverGroup) sample.server += stat.ms;
    else if (stat.command === "postgres") sample.postgres += stat.ms;
  }
  return sample;
}

export function cpuPerRequest(before: CpuSample | null, after: CpuSample | null, requests: number): CpuSample | null {
  if (!before || !after || requests === 0) return null;
  const per = (key: keyof CpuSample) => Math.max(0, after[key] - before[key]) / requests;
  return { server: per("server"), postgres: per("postgres"), loadGenerator: per("loadGenerator") };
}

// CPU milliseconds the processes whose command name starts with `prefix` have used so far, those
// still running: a browser's processes ("chromium"), which it starts outside any group of ours
export function commandCpuMs(prefix: string): number | null {
  const entries = processIds();
  if (!entries) return null;
  return entries.reduce((sum, pid) => {
    const stat = readStat(pid);
    return stat?.command.startsWith(prefix) ? sum + stat.ms : sum;
  }, 0);
}

// CPU milliseconds one process has used so far (a Postgres backend, for a statement's own cost)
export function processCpuMs(pid: number): number | null {
  return readStat(String(pid))?.ms ?? null;
}

function readStat(pid: string): { command: string; group: number; ms: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null; // ended between listing and reading
  }
  // "pid (comm) state ppid pgrp ... utime stime": comm may hold spaces, so split after the ")"
  const close = text.lastIndexOf(")");
  const command = text.slice(text.indexOf("(") + 1, close);
  const fields = text.slice(close + 2).split(" ");
  return { command, group: Number(fields[2]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}
