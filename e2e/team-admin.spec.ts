import { expect, test, type Page } from "@playwright/test";
import { runAdmin } from "./support/admin-cli";
import { signInAs, signInWithPassword, signedInAs } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { createMember, signInWith } from "./support/members";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Team administration on Settings → Team (docs/decisions/172-174), on members and invitations of our own.

const SOLO_PASSWORD = "solo-admin-password-2026";

function memberRow(page: Page, email: string) {
  return page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: email });
}

test.describe("team administration", () => {
  test("a new member is greeted as new, then as returning", async ({ page, browser }) => {
    await signInAs(page, "admin");
    const member = await createMember(page.request, "interviewer", "Gwen");
    const first = await browser.newContext();
    const newcomer = await first.newPage();
    await signInWith(newcomer, member);
    await newcomer.goto("/home");
    await expect(newcomer.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${member.name.split(" ")[0]}`);
    await first.close();

    const second = await browser.newContext();
    const returning = await second.newPage();
    await signInWith(returning, member);
    await returning.goto("/home");
    await expect(returning.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${member.name.split(" ")[0]}`);
    await second.close();
  });

  test("an admin changes a role, deactivates, reactivates and removes a member; each applies at once", async ({ page, browser, playwright, baseURL }) => {
    await signInAs(page, "admin", "/settings?tab=team");
    const member = await createMember(page.request, "interviewer", "Milo");
    const theirs = await browser.newContext();
    const them = await theirs.newPage();
    await signInWith(them, member);
    const created = await them.request.post("/api/api-keys", { data: { name: "Milo's script" } });
    expect(created.status()).toBe(201);
    const { plaintext } = (await created.json()) as { plaintext: string };
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${plaintext}` } });
    expect((await client.get("/api/jobs?limit=1")).status()).toBe(200);
    await them.goto("/jobs");
    await expect(them.getByRole("link", { name: "New job" })).toHaveCount(0);

    await page.reload();
    const row = memberRow(page, member.email);
    await expect(row).toContainText(member.name);
    // role: applies to their open session on the next request
    await row.getByLabel(`Role of ${member.name}`).selectOption("recruiter");
    await expect(page.getByRole("status").filter({ hasText: `${member.name} is now recruiter` })).toBeVisible();
    await them.reload();
    await expect(them.getByRole("link", { name: "New job" })).toBeVisible();

    // deactivate: confirmed in a dialog; their session and key stop at once, and sign-in says why
    await row.getByRole("button", { name: `Deactivate ${member.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Deactivate ${member.name}?` });
    await expect(dialog).toContainText("API keys stop working");
    await expectNoSeriousA11yViolations(page, "settings: team (deactivate dialog)");
    await dialog.getByRole("button", { name: "Deactivate member" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Deactivated");
    const refused = await client.get("/api/jobs?limit=1");
    expect(refused.status()).toBe(401);
    expect((await them.request.get("/api/home")).status()).toBe(401);
    await them.goto("/home");
    await expect(them).toHaveURL(/\/login\?callbackUrl=/, { timeout: 20_000 });
    await them.getByLabel("E-mail").fill(member.email);
    await them.getByLabel("Password").fill(member.password);
    await them.getByRole("button", { name: "Sign in" }).click();
    await expect(them.getByText("This account has been deactivated")).toBeVisible();

    await expectNoSeriousA11yViolations(page, "settings: team");
    await screenshotBothWidths(page, "settings-team-admin", async () => {
      await expect(row).toContainText("Deactivated");
    });

    // reactivate: the same key works again
    await row.getByRole("button", { name: `Reactivate ${member.name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${member.name} can sign in again` })).toBeVisible();
    await expect(row).not.toContainText("Deactivated");
    expect((await client.get("/api/jobs?limit=1")).status()).toBe(200);

    // remove: gone from the list, the key revoked for good
    await row.getByRole("button", { name: `Remove ${member.name}` }).click();
    const remove = page.getByRole("dialog", { name: `Remove ${member.name} from the team?` });
    await remove.getByRole("button", { name: "Remove member" }).click();
    await expect(remove).toBeHidden();
    await expect(row).toHaveCount(0);
    expect((await client.get("/api/jobs?limit=1")).status()).toBe(401);
    const audit = (await (await page.request.get(`/api/audit-logs?targetType=member&limit=10`)).json()) as { logs: { action: string; targetId: string }[] };
    expect(audit.logs.filter((l) => l.targetId === member.id).map((l) => l.action)).toEqual([
      "member.removed",
      "member.reactivated",
      "member.deactivated",
      "member.role_changed",
      // their own sign-in at the start, audited since decision 490
      "member.signed_in",
    ]);
    await client.dispose();
    await theirs.close();
  });

  test("the last active admin cannot demote themselves, and is offered no deactivate or remove", async ({ page }) => {
    // an organization of its own with exactly one admin: the demo organization's admins change with
    // the specs that run beside this one
    const slug = unique("solo").toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const email = `${slug}@example.test`;
    await runAdmin("create-org", "--name", `Solo ${slug}`, "--slug", slug, "--admin-email", email, "--admin-password", SOLO_PASSWORD);
    await signInWithPassword(page, { email, password: SOLO_PASSWORD }, "/settings?tab=team");
    const team = (await (await page.request.get("/api/team")).json()) as { members: { role: string; status: string }[] };
    expect(team.members.filter((m) => m.role === "admin" && m.status === "active")).toHaveLength(1);
    const me = page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: "(you)" });
    await expect(me.getByRole("button", { name: /Deactivate|Remove/ })).toHaveCount(0);
    await me.getByLabel(/^Role of /).selectOption("recruiter");
    await expect(me.getByRole("alert")).toContainText("last active admin");
    await expect(me.getByLabel(/^Role of /)).toHaveValue("admin");
  });

  test("an admin resends and revokes pending invitations", async ({ page, browser }) => {
    await signedInAs(page, "admin");
    const resendTo = `${unique("resend").replace(" ", ".")}@example.com`.toLowerCase();
    const revokeTo = `${unique("revoke").replace(" ", ".")}@example.com`.toLowerCase();
    for (const email of [resendTo, revokeTo]) {
      expect((await page.request.post("/api/team/invite", { data: { email, role: "interviewer" } })).status()).toBe(200);
    }
    const oldLink = await mailedLink(resendTo, "invitation");
    await page.goto("/settings?tab=team");
    const invitations = page.getByRole("list", { name: "Pending invitations" });
    await invitations.getByRole("button", { name: `Resend invitation to ${resendTo}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `New link for ${resendTo}` })).toBeVisible();
    const newLink = await mailedLink(resendTo, "invitation");
    expect(newLink).not.toBe(oldLink);

    const guest = await browser.newContext();
    const invitee = await guest.newPage();
    await invitee.goto(oldLink);
    await expect(invitee.getByRole("heading", { name: "Invitation not found" })).toBeVisible();
    await invitee.goto(newLink);
    await expect(invitee.getByRole("heading", { name: "Join Acme" })).toBeVisible();

    const revokeLink = await mailedLink(revokeTo, "invitation");
    await invitations.getByRole("button", { name: `Revoke invitation to ${revokeTo}` }).click();
    const dialog = page.getByRole("dialog", { name: `Revoke the invitation to ${revokeTo}?` });
    await dialog.getByRole("button", { name: "Revoke invitation" }).click();
    await expect(dialog).toBeHidden();
    await expect(invitations.getByRole("listitem").filter({ hasText: revokeTo })).toHaveCount(0);
    await expect(invitations.getByRole("listitem").filter({ hasText: resendTo })).toBeVisible();
    await invitee.goto(revokeLink);
    await expect(invitee.getByRole("heading", { name: "Invitation not found" })).toBeVisible();
    await guest.close();

    await expectNoSeriousA11yViolations(page, "settings: team invitations");
    await screenshotBothWidths(page, "settings-team-invitations", async () => {
      await expect(invitations).toBeVisible();
    });
  });
});
