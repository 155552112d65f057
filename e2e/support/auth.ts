import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-users";

export type DemoRole = "admin" | "recruiter" | "hiring_manager" | "interviewer";

export function demoUser(role: DemoRole) {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`No demo user with role ${role}`);
  return user;
}

// Signs in through the real /login form (next-auth credentials) as the demo user of that role and
// waits until the app has left the sign-in page. `callbackUrl` picks the page to land on.
export async function signInAs(page: Page, role: DemoRole, callbackUrl?: string) {
  const user = demoUser(role);
  await page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
  return user;
}
