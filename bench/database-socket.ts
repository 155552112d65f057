// What one round trip to the local PostgreSQL costs over loopback TCP and over its Unix socket, in
// CPU of both ends: the test suite's database URL (tests/support/local-server.ts) takes the socket
// where the server has one. Client CPU from process.cpuUsage(), the server's from its backend's
// /proc entry (bench/cpu.ts; the server must run on this machine). Alternating turns, so a busy moment
// lands on both.
// `npx tsx bench/database-socket.ts [--queries=20000] [--rounds=2]`
import pg from "pg";
import { LOCAL_SOCKET_URL, LOCAL_TCP_URL } from "../tests/support/local-server";
import { processCpuMs } from "./cpu";

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const QUERIES = arg("queries", 20_000);
const ROUNDS = arg("rounds", 2);
const WAYS = { tcp: LOCAL_TCP_URL, socket: LOCAL_SOCKET_URL };

// CPU seconds a local process has used so far
function processCpu(pid: number): number {
  const ms = processCpuMs(pid);
  if (ms === null) throw new Error(`no /proc entry for the server's backend ${pid}: is the server on this machine?`);
  return ms / 1000;
}

async function turn(way: keyof typeof WAYS) {
  const client = new pg.Client({ connectionString: WAYS[way] });
  await client.connect();
  try {
    const backend = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;
    for (let i = 0; i < 500; i++) await client.query("SELECT $1::int AS x, now()", [i]);
    const client0 = process.cpuUsage();
    const server0 = processCpu(backend);
    const started = performance.now();
    for (let i = 0; i < QUERIES; i++) await client.query("SELECT $1::int AS x, now()", [i]);
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(client0);
    const server = processCpu(backend) - server0;
    const clientCpu = (used.user + used.system) / 1e6;
    console.log(`${way.padEnd(6)} ${QUERIES} queries: wall ${wall.toFixed(2)} s, client ${clientCpu.toFixed(2)} CPU-s, server ${server.toFixed(2)} CPU-s, ${(((clientCpu + server) / QUERIES) * 1e6).toFixed(0)} µs per round trip`);
  } finally {
    await client.end();
  }
}

async function main() {
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of round % 2 ? (["socket", "tcp"] as const) : (["tcp", "socket"] as const)) await turn(way);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
