// Writes the generated OpenAPI document to a file and lints it with Redocly, offline.
//   npx tsx scripts/openapi-lint.ts            lint (exit code 1 on any error)
//   npx tsx scripts/openapi-lint.ts out.json   also keep the document in out.json
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiDocument } from "@/lib/openapi/document";

export const REDOCLY_CONFIG = path.join(process.cwd(), "lib", "openapi", "redocly.yaml");

export function lintOpenApi(file?: string): { status: number; output: string } {
  const target = file ?? path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "openapi.json");
  writeFileSync(target, JSON.stringify(openApiDocument(), null, 2));
  // `npx --no` never installs: @redocly/cli is a dev dependency
  const result = spawnSync("npx", ["--no", "redocly", "lint", target, "--config", REDOCLY_CONFIG, "--format=stylish"], {
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
