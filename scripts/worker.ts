// Runs an app instance's background work alone (the job queue's workers and maintenance, see
// lib/queue/background.ts), without serving HTTP: for the crash and two-instance tests, and for
// operators who want workers in a process of their own. Uses DATABASE_URL.
import { checkEnvironmentOrExit } from "@/lib/env";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";

async function main() {
  checkEnvironmentOrExit("[worker]");
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] ${signal}: stopping`);
    void stopBackgroundWork().then(() => process.exit(0));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  await startBackgroundWork();
  console.log("[worker] ready");
}

main().catch((error: Error) => {
  console.error(`[worker] ${error.message}`);
  process.exit(1);
});
