import type { Page } from "@playwright/test";
import { saveScreenshot } from "./screenshots";

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 375, height: 812 };

// The screen at the two widths (1366 × 900 and a 375 px phone), saved under
// test-results/screenshots/<name>-<width>.png; `ready` waits for what the resized screen must show.
export async function screenshotDesktopAndPhone(page: Page, name: string, ready: () => Promise<void> = async () => {}) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await ready();
    await saveScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(DESKTOP);
}
