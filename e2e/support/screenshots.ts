import path from "node:path";
import type { Page } from "@playwright/test";

// Screenshots of the main screens land in test-results/screenshots/<name>.png (CI keeps that folder).
export async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join("test-results", "screenshots", `${name}.png`), fullPage: true });
}
