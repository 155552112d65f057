import { z } from "zod";
import { VARIABLES, type VariableName } from "@/lib/env-variables";

// One schema for every setting (lib/env-variables.ts). Processes check it when they start
// (checkEnvironmentOrExit) so a wrong value stops them before they serve; env() is the typed view.
const EnvSchema = z.object(Object.fromEntries(Object.entries(VARIABLES).map(([name, variable]) => [name, variable.schema])) as {
  [K in VariableName]: (typeof VARIABLES)[K]["schema"];
});

export type Env = z.infer<typeof EnvSchema>;

type Source = Record<string, string | undefined>;
export type EnvironmentResult = { ok: true; env: Env } | { ok: false; message: string };

// Blank values count as unset: `.env` files and container templates often leave `NAME=`.
function withoutBlanks(source: Source): Source {
  const known: Source = {};
  for (const name of Object.keys(VARIABLES)) {
    const value = source[name];
    if (value !== undefined && value.trim() !== "") known[name] = value;
  }
  return known;
}

export function readEnvironment(source: Source): EnvironmentResult {
  const parsed = EnvSchema.safeParse(withoutBlanks(source));
  if (parsed.success) return { ok: true, env: parsed.data };
  const lines = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]) as VariableName;
    // values are never echoed: some of these are secrets
    const detail = issue.code === "custom" ? ` (${issue.message})` : "";
    lines.set(name, `  ${name}: accepts ${VARIABLES[name].accepts}${detail}`);
  }
  const message = [`Invalid configuration: ${lines.size} environment variable${lines.size === 1 ? " is" : "s are"} wrong (see docs/deploy.md):`, ...lines.values()].join("\n");
  return { ok: false, message };
}

// At process start: drop blank values (children and libraries then see them unset), check every
// variable, and exit 1 with one message listing the wrong ones. No stack: it is the operator's input.
export function checkEnvironmentOrExit(prefix: string): Env {
  for (const name of Object.keys(VARIABLES)) if (process.env[name]?.trim() === "") delete process.env[name];
  const result = readEnvironment(process.env);
  if (result.ok) return result.env;
  console.error(`${prefix} ${result.message}`);
  process.exit(1);
}

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const result = readEnvironment(process.env);
    if (!result.ok) throw new Error(result.message);
    cached = result.env;
  }
  return cached;
}

// The app reads its settings once. Integration tests change them per file in a worker that keeps
// the app's modules loaded (tests/support/settings.ts), and call this so the next read is afresh.
export function forgetSettings(): void {
  cached = undefined;
}

// A value built from the settings (a mail transport, the file store): built on first use, and again
// only after forgetSettings, so a test file's settings reach it too.
export function fromSettings<T>(build: (settings: Env) => T): () => T {
  let builtFrom: Env | undefined;
  let value: T;
  return () => {
    const settings = env();
    if (settings !== builtFrom) {
      value = build(settings);
      builtFrom = settings;
    }
    return value;
  };
}

export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required (npm start sets it for the embedded database)");
  return url;
}

export function appUrl(): string {
  return (env().APP_URL ?? env().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
