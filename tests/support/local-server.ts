import { existsSync } from "node:fs";
import path from "node:path";

// The local server through its Unix socket where it has one (Debian's packages put it in
// /var/run/postgresql), else over TCP on 127.0.0.1. The suite makes a few hundred thousand round
// trips; over the socket each takes about a quarter less CPU on both ends than over loopback TCP
// (bench/database-socket.ts: 85-111 µs against 113-149 µs of client and server CPU per round trip,
// 2026-12-06), and the suite's runners share two CPU-bound cores. Every test reaches its database
// through the URL made here, so both ways are the same to the tests.
const LOCAL_SOCKET_DIR = "/var/run/postgresql";
export function localServerUrl(): string {
  return existsSync(path.join(LOCAL_SOCKET_DIR, ".s.PGSQL.5432"))
    ? `postgresql://postgres@localhost/postgres?host=${LOCAL_SOCKET_DIR}`
    : "postgresql://postgres@127.0.0.1:5432/postgres";
}
