import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export const EMBEDDED_DATA_DIR = path.join(process.cwd(), ".data", "pglite");

export type EmbeddedDatabase = { url: string; port: number; close: () => Promise<void> };

// PGlite (Postgres in Wasm) kept in a directory and served over the Postgres wire protocol on a
// free loopback port, so the app, the migrator and the seed use the ordinary `pg` driver.
// PGlite runs one session: callers must use ONE connection (docs/decisions/010-...).
export async function startEmbeddedDatabase(dataDir = EMBEDDED_DATA_DIR, maxConnections = 4): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the application lists' `q` (docs/decisions/254)
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections });
  // PGlite runs ONE Postgres session behind every socket connection, so what a closed connection
  // prepared would still exist for the next one, and re-preparing a statement of the same name
  // fails ("prepared statement ... already exists"). A connection that finds itself alone starts
  // on a clean session. The listener runs before the connection's first message is read.
  server.addEventListener("connection", () => {
    if (server.getStats().activeConnections !== 1) return;
    pglite.exec("DEALLOCATE ALL").catch((error: Error) => console.error(`[embedded] could not reset the session: ${error.message}`));
  });
  await server.start();
  const port = Number(server.getServerConn().split(":").pop());
  let closed = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    port,
    async close() {
      if (closed) return;
      closed = true;
      await server.stop();
      await pglite.close();
    },
  };
}

// A PGlite directory must never be opened by two processes at once: a pid file guards it.
// Returns the function that releases the lock; throws when a live process holds it.
export function lockEmbeddedData(dataDir = EMBEDDED_DATA_DIR): () => void {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`The embedded database in ${path.relative(process.cwd(), dataDir)} is in use by process ${pid}. Stop it first, or set DATABASE_URL.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
