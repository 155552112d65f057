// `npm run ownerDb:seed [-- --force]`: adds the demo organization "Acme" (see prisma/seed/demo.ts).
// Does nothing when it exists. Uses DATABASE_URL, else the embedded database in .data/pglite.
import { lockEmbeddedData, startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrator";
import { checkEnvironmentOrExit } from "@/lib/env";
import { DEMO_PASSWORD, DEMO_USERS } from "@/prisma/demo-users";

async function main() {
  checkEnvironmentOrExit("seed:");
  if (process.env.NODE_ENV === "production" && !process.argv.includes("--force")) {
    console.error("seed: refusing to add demo data with NODE_ENV=production; pass --force if you really mean it");
    process.exit(1);
  }
  let embedded: EmbeddedDatabase | undefined;
  let unlock = () => {};
  if (!process.env.DATABASE_URL) {
    unlock = lockEmbeddedData();
    embedded = await startEmbeddedDatabase();
    process.env.DATABASE_URL = embedded.url;
    process.env.DB_POOL_MAX = "1";
    await migrate(embedded.url);
    console.log("seed: using the embedded database in .data/pglite");
  }
  // loaded after DATABASE_URL is settled: lib/db reads it on first import
  const { seedDemoOrganization } = await import("@/prisma/seed/demo");
  const { asOwner, ownerDb } = await import("@/lib/db/owner");
  try {
    const started = Date.now();
    const summary = await asOwner(() => seedDemoOrganization());
    if (summary) {
      console.log(`seed: created the demo organization in ${((Date.now() - started) / 1000).toFixed(1)}s: ${summary}`);
      console.log(`seed: sign in as ${DEMO_USERS.map((u) => u.email).join(", ")} with password ${DEMO_PASSWORD}`);
    } else {
      console.log("seed: the demo organization (acme) already exists; nothing to do");
    }
  } finally {
    await ownerDb.$disconnect();
    await embedded?.close();
    unlock();
  }
}

main().catch((error: Error) => {
  console.error(`seed: ${error.message}`);
  process.exit(1);
});
