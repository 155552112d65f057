import { expect, test } from "@playwright/test";
import { makeResumePdf } from "../prisma/seed/resume-pdf";
import { saveScreenshot } from "./support/screenshots";
import { expectNoSeriousA11yViolations } from "./support/ui-checks";

// Issue 29, point 10: a file that starts like a PDF but does not open is refused on apply, and the
// candidate reads why at the file field, on a phone; the same form then takes a real PDF.
for (const width of [375, 1366]) {
  test(`a PDF that cannot be opened is refused at the file field (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const email = `broken-${width}-${Date.now()}@example.com`;
    await page.goto("/careers/acme/product-designer/apply");
    const form = page.getByRole("form", { name: "Apply for this job" });
    await form.getByLabel("Full name").fill("Brooke Broken");
    await form.getByLabel("E-mail").fill(email);
    const junk = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(4096, "not a pdf object ")]);
    await form.getByLabel("Résumé file").setInputFiles({ name: "brooke-cv.pdf", mimeType: "application/pdf", buffer: junk });
    await form.getByRole("button", { name: "Send application" }).click();

    const message = "This PDF could not be opened. Export it again as a PDF, or upload a DOCX.";
    const field = form.getByLabel("Résumé file");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
    await expect(form.getByText(message)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `apply with an unreadable PDF (${width})`);
    await saveScreenshot(page, `careers-unreadable-pdf-${width}`);

    await field.setInputFiles({ name: "brooke-cv.pdf", mimeType: "application/pdf", buffer: makeResumePdf(["Brooke Broken", "Designer"]) });
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("heading", { name: "Application sent" })).toBeVisible();
  });
}
