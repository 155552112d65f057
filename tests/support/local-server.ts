import { existsSync } from "node:fs";
import path from "node:path";

// The local server (Debian's packages: trust authentication, port 5432) over loopback TCP and over
// its Unix socket in /var/run/postgresql.
const LOCAL_SOCKET_DIR = "/var/run/postgresql";
export const LOCAL_TCP_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
export const LOCAL_SOCKET_URL = `postgresql://postgres@localhost/postgres?host=${LOCAL_SOCKET_DIR}`;

// The local server through its Unix socket where it has one, else over TCP. The suite makes a few
// hundred thousand round trips; over the socket each takes about a quarter less CPU on both ends
// than over loopback TCP (bench/database-socket.ts: 85-111 µs against 113-149 µs of client and
// server CPU per round trip, 2026-12-06), and the suite's runners share two CPU-bound cores. Every
// test reaches its database through the URL made here, so both ways are the same to the tests.
export function localServerUrl(): string {
  return existsSync(path.join(LOCAL_SOCKET_DIR, ".s.PGSQL.5432")) ? LOCAL_SOCKET_URL : LOCAL_TCP_URL;
}
