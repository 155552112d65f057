import { afterAll } from "vitest";
import { forgetSettings } from "@/lib/env";
import { VARIABLES, type VariableName } from "@/lib/env-variables";

export type Settings = Partial<Record<VariableName, string | undefined>>;

// A test file's own settings (lib/env-variables.ts; undefined unsets one). They are written to
// process.env, where the app reads them afresh (forgetSettings) and the processes the file starts
// inherit them, and every setting is put back as it was after the file's last test: the next file
// in this worker keeps the app's loaded modules (vitest.config.mts), not this file's settings.
// Call at the top level of the file; `change` sets more of them from a test.
export function withSettings(initial: Settings = {}): { change: (values: Settings) => void } {
  const before = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, process.env[name]])) as Settings;
  write(initial);
  afterAll(() => write(before));
  return { change: write };
}

function write(values: Settings) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  forgetSettings();
}
