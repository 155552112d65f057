import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

// Which Chromium the browser tests launch (docs/decisions/507). Debian's headless shell by default:
// the same Blink, V8 and version as its Chromium without the full browser's windowing and
// compositing, and what Playwright itself runs headless tests in. On one 5-test spec it took about
// a quarter less CPU than the full browser, which a suite whose browser tests are CPU-bound on two
// cores is waiting for. The shell has no PDF viewer: a PDF in a frame is downloaded, not shown, so a
// spec whose subject is a PDF shown in the page asks for the full browser with FULL_CHROMIUM.
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

const first = (files: (string | undefined)[]) => files.find((file): file is string => !!file && existsSync(file));

// E2E_CHROMIUM names another binary for both (a before-and-after measurement, a machine without Debian's)
const shell = first([process.env.E2E_CHROMIUM, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"]);
const full = first([process.env.E2E_CHROMIUM, "/usr/bin/chromium"]);

// without Debian's binaries, Playwright's own browsers (`npx playwright install chromium`): its
// headless shell by default, its full Chromium by channel
export const HEADLESS_SHELL: LaunchOptions = { ...(shell ? { executablePath: shell } : {}), args: ARGS };
export const FULL_CHROMIUM: LaunchOptions = { ...(full ? { executablePath: full } : { channel: "chromium" }), args: ARGS };
