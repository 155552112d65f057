import type { Locator, Page } from "@playwright/test";

// The pipeline board's parts as a person finds them: the board region, a column by its stage name.
export const pipelineBoard = (page: Page) => page.getByRole("region", { name: "Pipeline board" });
export const boardColumn = (page: Page, name: string) =>
  pipelineBoard(page).locator("section", { has: page.getByRole("heading", { level: 2, name, exact: true }) });

// A pointer drag from the middle of `source` into `target`, in small steps so dnd-kit sees a drag.
export async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 25, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}
