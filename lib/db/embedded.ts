import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export const EMBEDDED_DATA_DIR = path.join(process.cwd(), ".data", "pglite");

export type EmbeddedDatabase = { url: string; port: number; close: () => Promise<void> };

// The socket server serves one protocol message at a time from any connection, and keeps to one
// connection only inside a transaction. This view of PGlite also keeps it to the connection that is
// between Parse and Sync, so another one (the admin CLI beside `npm start`) cannot run its own
// statement there and replace the unnamed one (docs/decisions/273).
function servedOneQueryAtATime(pglite: PGlite): PGlite {
  let midQuery = false;
  return new Proxy(pglite, {
    get(target, property) {
      if (property === "isInTransaction") return () => midQuery || target.isInTransaction();
      if (property === "execProtocolRawStream") {
        return (message: Uint8Array, options: Parameters<PGlite["execProtocolRawStream"]>[1]) => {
          // Parse, Bind, Describe, Execute, Flush, Close open or continue an extended query; Sync ends it
          midQuery = "PBDEHC".includes(String.fromCharCode(message[0]));
          return target.execProtocolRawStream(message, options);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

// PGlite (Postgres in Wasm) kept in a directory and served over the Postgres wire protocol on a
// free loopback port, so the app, the migrator and the seed use the ordinary `pg` driver.
// PGlite runs one session: the app uses ONE connection (docs/decisions/010-...); a short-lived
// second one (the admin CLI) is safe because queries are never interleaved (decision 273).
export async function startEmbeddedDatabase(dataDir = EMBEDDED_DATA_DIR, maxConnections = 4): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the application lists' `q` (docs/decisions/254)
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
  const server = new PGLiteSocketServer({ db: servedOneQueryAtATime(pglite), host: "127.0.0.1", port: 0, maxConnections });
  // PGlite runs ONE Postgres session behind every socket connection, so what a closed connection
  // prepared would still exist for the next one, and re-preparing a statement of the same name
  // fails ("prepared statement ... already exists"). A connection that finds itself alone starts
  // on a clean session. The listener runs before the connection's first message is read.
  server.addEventListener("connection", () => {
    if (server.getStats().activeConnections !== 1) return;
    pglite.exec("DEALLOCATE ALL").catch((error: Error) => console.error(`[embedded] could not reset the session: ${error.message}`));
  });
  await server.start();
  // Every socket shares the one session, so the role a connection switched to is every connection's.
  // While another connection (the admin CLI beside `npm start`) is open, this process's pool
  // switches before each statement rather than trusting what its connection carried (decision 463).
  (globalThis as { hiringEmbeddedSessionShared?: () => boolean }).hiringEmbeddedSessionShared = () => server.getStats().activeConnections > 1;
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

// A PGlite directory must never be opened by two processes at once: a pid file guards it. Its
// second line, once the holder serves the database, is the loopback URL other commands may use.
type Holder = { pid: number; url: string | undefined };

function holderOf(dataDir: string): Holder | undefined {
  const lockFile = `${dataDir}.lock`;
  if (!existsSync(lockFile)) return undefined;
  const [pid, url] = readFileSync(lockFile, "utf8").split("\n");
  const holder = { pid: Number(pid), url: url?.trim() || undefined };
  return holder.pid && holder.pid !== process.pid && isRunning(holder.pid) ? holder : undefined;
}

// Returns the function that releases the lock; throws when a live process holds it.
export function lockEmbeddedData(dataDir = EMBEDDED_DATA_DIR): () => void {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const holder = holderOf(dataDir);
  if (holder) throw new Error(`The embedded database in ${path.relative(process.cwd(), dataDir)} is in use by process ${holder.pid}. Stop it first, or set DATABASE_URL.`);
  const lockFile = `${dataDir}.lock`;
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

// `npm start` says where it serves the database it holds, for the admin CLI (decision 273).
export function announceEmbeddedUrl(url: string, dataDir = EMBEDDED_DATA_DIR): void {
  writeFileSync(`${dataDir}.lock`, `${process.pid}\n${url}`);
}

// The database a running `npm start` serves on loopback, if one does.
export function runningEmbeddedDatabase(dataDir = EMBEDDED_DATA_DIR): { pid: number; url: string } | undefined {
  const holder = holderOf(dataDir);
  return holder?.url ? { pid: holder.pid, url: holder.url } : undefined;
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
