import { expect, test, type Page } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { createMember } from "./support/members";
import { expectNoSeriousA11yViolations } from "./support/ui-checks";
import { DESKTOP, PHONE, screenshotDesktopAndPhone } from "./support/widths";

// Settings → Team (issue 29, point 5): a promotion to admin is confirmed first, and every role
// change offers Undo, which restores the previous role and is recorded as an undo (docs/decisions/293).
test.use({ viewport: DESKTOP });

function memberRow(page: Page, email: string) {
  return page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: email });
}

async function roleOf(page: Page, id: string) {
  const team = (await (await page.request.get("/api/team")).json()) as { members: { id: string; role: string }[] };
  return team.members.find((m) => m.id === id)?.role;
}

async function roleEntries(page: Page, id: string) {
  const res = await page.request.get("/api/audit-logs?action=member.role_changed&targetType=member&limit=20");
  expect(res.status()).toBe(200);
  const { logs } = (await res.json()) as { logs: { targetId: string; metadata: { after: { role: string }; undo?: boolean } }[] };
  return logs.filter((l) => l.targetId === id).map((l) => ({ role: l.metadata.after.role, undo: l.metadata.undo ?? false }));
}

test.describe("role changes", () => {
  test("a promotion to admin asks first: cancel changes nothing, confirm applies it, Undo restores the old role", async ({ page }) => {
    await signedInAs(page, "admin");
    const member = await createMember(page.request, "interviewer", "Pria");
    await page.goto("/settings?tab=team");
    const row = memberRow(page, member.email);
    const select = row.getByLabel(`Role of ${member.name}`);
    await expect(select).toHaveValue("interviewer");

    // cancel: the dialog says what an admin can do; nothing is sent, the list keeps the old role
    await select.selectOption("admin");
    const dialog = page.getByRole("dialog", { name: `Make ${member.name} an admin?` });
    await expect(dialog).toContainText("Admins can do everything in this workspace");
    await expect(dialog).toContainText("change anyone’s role");
    await expect(dialog).toContainText("read the audit log");
    await expectNoSeriousA11yViolations(page, "team: promote to admin dialog");
    await screenshotDesktopAndPhone(page, "team-promote-dialog", async () => {
      await expect(dialog.getByRole("button", { name: "Make admin" })).toBeInViewport();
    });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveValue("interviewer");
    expect(await roleOf(page, member.id)).toBe("interviewer");
    expect(await roleEntries(page, member.id)).toEqual([]);

    // confirm: applied, with Undo in its message
    await select.selectOption("admin");
    await dialog.getByRole("button", { name: "Make admin" }).click();
    const toast = page.getByRole("status").filter({ hasText: `${member.name} is now admin` });
    await expect(toast).toBeVisible();
    await expect(select).toHaveValue("admin");
    expect(await roleOf(page, member.id)).toBe("admin");

    // Undo (within the message's 5 s): the previous role again, as the API reads it, and the audit log says it was an undo
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${member.name} is interviewer again` })).toBeVisible();
    await expect(select).toHaveValue("interviewer");
    expect(await roleOf(page, member.id)).toBe("interviewer");
    expect(await roleEntries(page, member.id)).toEqual([
      { role: "interviewer", undo: true },
      { role: "admin", undo: false },
    ]);
  });

  test("any other role change applies at once and offers Undo; at 375 px too", async ({ page }) => {
    await signedInAs(page, "admin");
    const member = await createMember(page.request, "recruiter", "Reza");
    await page.setViewportSize(PHONE);
    await page.goto("/settings?tab=team");
    const row = memberRow(page, member.email);
    const select = row.getByLabel(`Role of ${member.name}`);
    await select.selectOption("hiring_manager");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const toast = page.getByRole("status").filter({ hasText: `${member.name} is now hiring manager` });
    const undo = toast.getByRole("button", { name: "Undo" });
    await expect(undo).toBeInViewport();
    await expect(select).toHaveValue("hiring_manager");
    await undo.click();
    await expect(page.getByRole("status").filter({ hasText: `${member.name} is recruiter again` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "team: role change undone (375 px)");
    await expect(select).toHaveValue("recruiter");
    await expect.poll(() => roleOf(page, member.id)).toBe("recruiter");
    expect(await roleEntries(page, member.id)).toEqual([
      { role: "recruiter", undo: true },
      { role: "hiring_manager", undo: false },
    ]);
    await screenshotDesktopAndPhone(page, "team-role-undone", async () => {
      await expect(select).toHaveValue("recruiter");
    });
  });
});
