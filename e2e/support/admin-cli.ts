import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");

// `npm run admin` against the e2e database, as an operator runs it; its last line (the created
// thing's id or key) is the answer.
export async function runAdmin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(tsx, ["scripts/admin.ts", ...args], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DB_POOL_MAX: "2", NODE_ENV: "test" },
    timeout: 60_000,
  });
  return stdout.trim().split("\n").pop()!;
}
