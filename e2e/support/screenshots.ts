import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";

// Screenshots of the main screens land in test-results/screenshots/<name>.png (CI keeps that folder;
// E2E_SCREENSHOTS_DIR names another).
// `screen` keeps to what the viewport shows, for what sticks to it (a bar at a phone's bottom).
//
// Taken through the DevTools protocol with `optimizeForSpeed`, which page.screenshot does not offer:
// Chromium then compresses the PNG with its fast setting. A full-page shot of the applications list
// cost 324-389 ms of Chromium CPU at 1,280 px and 153-188 at 375 through page.screenshot, 205-234
// and 108 this way (bench/README.md, "Screenshots"), for files about a fifth larger. The shots stay
// lossless PNGs, as people read them; every browser test runs in Chromium (e2e/support/browsers.ts).
export async function saveScreenshot(page: Page, name: string, { screen = false }: { screen?: boolean } = {}) {
  const dir = process.env.E2E_SCREENSHOTS_DIR ?? path.join("test-results", "screenshots");
  // what page.screenshot waits for and measures: the fonts, then the whole document's size
  const size = await page.evaluate(async () => {
    await document.fonts.ready;
    const [html, body] = [document.documentElement, document.body];
    return {
      width: Math.max(html.scrollWidth, body.scrollWidth, html.offsetWidth, body.offsetWidth, html.clientWidth, body.clientWidth),
      height: Math.max(html.scrollHeight, body.scrollHeight, html.offsetHeight, body.offsetHeight, html.clientHeight, body.clientHeight),
    };
  });
  const session = await page.context().newCDPSession(page);
  try {
    const whole = screen ? {} : { captureBeyondViewport: true, clip: { x: 0, y: 0, ...size, scale: 1 } };
    const { data } = await session.send("Page.captureScreenshot", { format: "png", optimizeForSpeed: true, ...whole });
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}.png`), Buffer.from(data, "base64"));
  } finally {
    await session.detach();
  }
}
