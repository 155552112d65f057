import path from "node:path";
import type { Page } from "@playwright/test";

// Screenshots of the main screens land in test-results/screenshots/<name>.png (CI keeps that folder;
// `npm test` names a folder per Node with E2E_SCREENSHOTS_DIR, as both Nodes' runs go at once).
// `screen` keeps to what the viewport shows, for what sticks to it (a bar at a phone's bottom).
export async function saveScreenshot(page: Page, name: string, { screen = false }: { screen?: boolean } = {}) {
  const dir = process.env.E2E_SCREENSHOTS_DIR ?? path.join("test-results", "screenshots");
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: !screen });
}
