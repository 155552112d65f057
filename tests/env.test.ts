import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env, fromSettings, readEnvironment } from "@/lib/env";
import { environmentTable, TABLE_END, TABLE_START } from "@/lib/env-table";
import { VARIABLES } from "@/lib/env-variables";
import { withSettings } from "./support/settings";

// Configuration is checked once when a process starts, by one schema that also writes the
// deploy guide's table: a wrong value stops every entry point with one message, no stack.

const WRONG = {
  DB_POOL_MAX: "abc",
  WEBHOOK_ALLOW_PRIVATE_TARGETS: "yes",
  PORT: "99999",
  METRICS_TOKEN: "short-secret",
  TRUSTED_PROXIES: "10.0.0.0/99",
};

type Run = { code: number; stdout: string; stderr: string };

function run(script: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in VARIABLES)));
    execFile(path.join(process.cwd(), "node_modules", ".bin", "tsx"), [script, "create-org"], { env: { ...clean, ...env } as NodeJS.ProcessEnv, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("environment variables", () => {
  it("a blank value means not set: the default applies", () => {
    const result = readEnvironment({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "", DB_POOL_MAX: " ", TRUSTED_PROXIES: "", DATABASE_URL: "" });
    expect(result).toMatchObject({ ok: true, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: false, DB_POOL_MAX: 10 } });
    const { env } = result as { env: Record<string, unknown> };
    expect([env.TRUSTED_PROXIES, env.DATABASE_URL]).toEqual([undefined, undefined]);
  });

  it("one message lists every wrong variable with what it accepts, and never echoes a value", () => {
    const result = readEnvironment(WRONG);
    expect(result.ok).toBe(false);
    const message = (result as { message: string }).message;
    expect(message).toContain("5 environment variables are wrong");
    expect(message).toContain("DB_POOL_MAX: accepts a whole number of 1 or more");
    expect(message).toContain("WEBHOOK_ALLOW_PRIVATE_TARGETS: accepts true or false");
    expect(message).toContain("PORT: accepts a port number (1-65535)");
    expect(message).toContain("METRICS_TOKEN: accepts at least 16 characters");
    expect(message).toContain("TRUSTED_PROXIES: accepts a hop count, or IP addresses/CIDRs");
    expect(message).not.toContain("short-secret");
  });

  it.each(["scripts/start.ts", "scripts/serve.ts", "scripts/worker.ts", "scripts/admin.ts", "scripts/migrate.ts"])(
    "%s refuses to start on a wrong configuration: exit 1, the message, no stack",
    { timeout: 90_000 },
    async (script) => {
      // a well-formed DATABASE_URL nothing listens on: the check must come before any connection
      const result = await run(script, { ...WRONG, DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none" });
      expect(result.code).toBe(1);
      for (const name of Object.keys(WRONG)) expect(result.stderr).toContain(`  ${name}: accepts`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.stderr + result.stdout).not.toContain("short-secret");
      expect(result.stdout).not.toMatch(/embedded|migrate:|ready|server on/);
    },
  );

  it("docs/deploy.md's table is the one the schema generates, with the schema's defaults", () => {
    const document = readFileSync("docs/deploy.md", "utf8");
    const table = document.slice(document.indexOf(TABLE_START) + TABLE_START.length, document.indexOf(TABLE_END)).trim();
    expect(table, "run npm run docs:env").toBe(environmentTable());
    const defaults = readEnvironment({});
    expect(defaults.ok).toBe(true);
    for (const [name, value] of Object.entries((defaults as { env: Record<string, unknown> }).env)) {
      if (value === undefined || name === "NODE_ENV") continue;
      expect(VARIABLES[name as keyof typeof VARIABLES].default, name).toContain(`\`${String(value)}\``);
    }
  });
});

// The app reads its settings once; a test file changes them in a worker that keeps the app loaded
// (tests/support/settings.ts), and what was built from them must follow.
describe("settings a test file changes", () => {
  const settings = withSettings();

  it("are read afresh, and a value built from them is built again only when they changed", () => {
    settings.change({ FILES_DIR: "/tmp/hiring-files-first" });
    let builds = 0;
    const filesDir = fromSettings((read) => {
      builds += 1;
      return read.FILES_DIR;
    });
    expect([filesDir(), filesDir()]).toEqual(["/tmp/hiring-files-first", "/tmp/hiring-files-first"]);
    expect(builds).toBe(1);
    settings.change({ FILES_DIR: "/tmp/hiring-files-second" });
    expect(env().FILES_DIR).toBe("/tmp/hiring-files-second");
    expect(filesDir()).toBe("/tmp/hiring-files-second");
    expect(builds).toBe(2);
  });
});
