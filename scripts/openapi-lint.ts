// Writes the generated OpenAPI document to a file and lints it with Redocly, offline.
//   npx tsx scripts/openapi-lint.ts            lint (exit code 1 on any error)
//   npx tsx scripts/openapi-lint.ts out.json   also keep the document in out.json
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiDocument } from "@/lib/openapi/document";

export const REDOCLY_CONFIG = path.join(process.cwd(), "lib", "openapi", "redocly.yaml");

// the problems passed over one by one, each with its reason (Redocly's ignore file, keyed by the
// linted file's name: hence the fixed name in a folder of its own)
export const REDOCLY_IGNORE = path.join(process.cwd(), "lib", "openapi", "redocly-lint-ignore.yaml");

export function lintOpenApi(file?: string): { status: number; output: string } {
  const folder = mkdtempSync(path.join(tmpdir(), "openapi-"));
  const document = JSON.stringify(openApiDocument(), null, 2);
  writeFileSync(path.join(folder, "openapi.json"), document);
  if (file) writeFileSync(file, document);
  copyFileSync(REDOCLY_CONFIG, path.join(folder, "redocly.yaml"));
  copyFileSync(REDOCLY_IGNORE, path.join(folder, ".redocly.lint-ignore.yaml"));
  // `npx --no` never installs: @redocly/cli is a dev dependency (found from the project's folder)
  const result = spawnSync("npx", ["--no", "--prefix", process.cwd(), "redocly", "lint", "openapi.json", "--config", "redocly.yaml", "--format=stylish"], {
    cwd: folder,
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    timeout: 120_000,
  });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { status, output } = lintOpenApi(process.argv[2]);
  process.stdout.write(output);
  process.exit(status);
}
