import { migrate } from "@/lib/db/migrator";
import { checkEnvironmentOrExit } from "@/lib/env";

const url = checkEnvironmentOrExit("migrate:").DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm start` migrates the embedded database by itself.");
  process.exit(1);
}
migrate(url, (line) => console.log(`migrate: ${line}`)).catch((error: Error) => {
  console.error(`migrate: ${error.message}`);
  process.exit(1);
});
