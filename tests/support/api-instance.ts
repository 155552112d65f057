// Another app instance for tests about instances (run with `node --import tsx`): the route
// handlers served over HTTP on a loopback port, on the database in DATABASE_URL, in a process of
// its own with its own pool and notification listener. Prints "[instance] <baseUrl>" when ready.
import { startApiServer } from "./api-server";

async function main() {
  const server = await startApiServer();
  console.log(`[instance] ${server.baseUrl}`);
  process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
}

void main();
