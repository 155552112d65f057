import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

test.describe("invitations", () => {
  test("an admin invites a teammate, who accepts, lands on home, and the link cannot be reused", async ({ page, browser }) => {
    await signInAs(page, "admin", "/settings?tab=team");
    const email = `new.hire.${Date.now()}@example.com`;
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Send invite" }).click();
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption("recruiter");
    await page.getByRole("button", { name: "Send invite" }).click();
    // no SMTP server in the e2e environment: the UI says the mail was only simulated
    await expect(page.getByRole("status").filter({ hasText: `Invitation created for ${email}` })).toContainText("simulated");
    await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(email);

    // the admin's outbox shows the mail with the token hidden; the invitee's mail has the live link
    const outbox = (await (await page.request.get("/api/outbox?limit=20")).json()) as { emails: { to: string; text: string }[] };
    const mail = outbox.emails.find((e) => e.to === email);
    expect(mail, "the invitation e-mail is in the outbox").toBeTruthy();
    expect(mail!.text).toContain("/invite/[hidden]");
    const link = await mailedLink(email, "invitation");
    expect(JSON.stringify(outbox)).not.toContain(link.split("/").pop()!);

    const guest = await browser.newContext();
    const invitee = await guest.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { name: "Join Acme" })).toBeVisible();
    await expect(invitee.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(invitee, "invite");
    await screenshotBothWidths(invitee, "invite", async () => {
      await expect(invitee.getByLabel("Your name")).toBeVisible();
    });
    await invitee.getByLabel("Your name").fill("Nina Newhire");
    await invitee.getByLabel(/^Password/).fill("short");
    await invitee.getByRole("button", { name: "Create account and sign in" }).click();
    await expect(invitee.getByText("Use at least 10 characters.")).toBeVisible();
    await invitee.getByLabel(/^Password/).fill("a-long-enough-password");
    await invitee.getByRole("button", { name: "Create account and sign in" }).click();
    await expect(invitee).toHaveURL(/\/home$/, { timeout: 20_000 });
    // a newcomer is greeted as new (docs/decisions/174)
    await expect(invitee.getByRole("heading", { name: "Welcome, Nina" })).toBeVisible();
    await expect(invitee.getByRole("link", { name: "New job" })).toHaveCount(0);
    await guest.close();

    const again = await browser.newContext();
    const reuse = await again.newPage();
    await reuse.goto(link);
    await expect(reuse.getByRole("heading", { name: "This invitation can no longer be used" })).toBeVisible();
    await expectNoSeriousA11yViolations(reuse, "invite (used)");
    await again.close();

    await page.reload();
    await expect(page.getByRole("list", { name: "Members" })).toContainText(email);
  });

  test("an unknown invitation link says so", async ({ page }) => {
    await page.goto("/invite/this-token-does-not-exist");
    await expect(page.getByRole("heading", { name: "Invitation not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});
