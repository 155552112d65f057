// `npm run docs:env`: rewrites the environment table of docs/deploy.md from lib/env-variables.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { withEnvironmentTable } from "@/lib/env-table";

const file = "docs/deploy.md";
writeFileSync(file, withEnvironmentTable(readFileSync(file, "utf8")));
console.log(`docs:env: wrote the environment table of ${file}`);
