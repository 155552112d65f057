import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_DIRS = ["tests", "lib", "components", "scripts"];
const INCLUDE = TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`);

// Most test files share their worker's loaded modules (isolate: false): loading the app's modules
// again for each of 180 files was the larger part of the suite's time (twelve files: 68 s apart,
// 18 s shared). A file sets its own settings with withSettings (tests/support/settings.ts), which
// puts them back after it. A file that changes the process for the files after it runs in a fresh
// process of its own: one that writes process.env by hand (the embedded database's, the pool's and
// the settings tests themselves) or mocks a module. tests/support/worker-env.ts fails a shared file
// that changed process.env all the same. A file that needs a fresh process for another reason says
// so with the words "vitest: isolated".
const CHANGES_THE_PROCESS = /process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=)|Object\.assign\(process\.env|delete process\.env|vi\.(mock|doMock|stubEnv|stubGlobal)\(|vitest: isolated/;
const root = import.meta.dirname;
const ISOLATED = TEST_DIRS.flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/"))),
).filter((file) => CHANGES_THE_PROCESS.test(readFileSync(path.join(root, file), "utf8")));

export default defineConfig({
  resolve: { alias: { "@": path.resolve(root) } },
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/worker-env.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "shared", include: INCLUDE, exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false, env: { TEST_GROUP: "shared" } } },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true, env: { TEST_GROUP: "isolated" } } },
    ],
  },
});
