import { expect, type Cookie, type Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-users";

export type DemoRole = "admin" | "recruiter" | "hiring_manager" | "interviewer";

export function demoUser(role: DemoRole) {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`No demo user with role ${role}`);
  return user;
}

// Signs in through the real /login form (next-auth credentials) and waits until the app has left
// the sign-in page. `callbackUrl` picks the page to land on.
export async function signInWithPassword(page: Page, credentials: { email: string; password: string }, callbackUrl?: string) {
  await page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login");
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
}

// The form as the demo user of that role.
export async function signInThroughForm(page: Page, role: DemoRole, callbackUrl?: string) {
  const user = demoUser(role);
  await signInWithPassword(page, { email: user.email, password: DEMO_PASSWORD }, callbackUrl);
  return user;
}

// Each account's session cookie, from the first sign-in through the form in this worker process.
// Each sign-in is a session of its own (docs/decisions/490): a test that signs out ends only the one
// it signed in itself, so a test that signs out signs in through the form, not with these.
const sessions = new Map<string, Cookie[]>();
const SESSION_COOKIE = /next-auth\.session-token$/;

// Signed in as that account in the page's context. Only the first call per account goes through the
// form (docs/decisions/260), which opens `callbackUrl` (else "/"); later calls add the kept session
// cookie and, with `open` false, open no page at all: the test opens its own page next or works
// through page.request, and a page opened only to be left costs a server render and a hydration
// (docs/decisions/512). With `open` true the page opens as the form would have left it.
export async function signInKept(page: Page, credentials: { email: string; password: string }, callbackUrl?: string, open = true) {
  const kept = sessions.get(credentials.email);
  if (!kept) {
    await signInWithPassword(page, credentials, callbackUrl);
    const cookies = (await page.context().cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name));
    expect(cookies, "the sign-in set a session cookie").toHaveLength(1);
    sessions.set(credentials.email, cookies);
    return;
  }
  await page.context().addCookies(kept);
  if (!open) return;
  await page.goto(callbackUrl ?? "/");
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

// Opens `callbackUrl` (else "/", as the form does) signed in as the demo user of that role. Only the
// first call per role goes through the form (docs/decisions/260): the form's own behaviour is what
// auth.spec.ts, smoke.spec.ts and redirect.spec.ts test with signInThroughForm.
export async function signInAs(page: Page, role: DemoRole, callbackUrl?: string) {
  const user = demoUser(role);
  await signInKept(page, { email: user.email, password: DEMO_PASSWORD }, callbackUrl);
  return user;
}

// Signed in as the demo user of that role without opening a page of its own (after the worker's
// first sign-in of the role): for a test whose next step is its own page.goto or page.request.
export async function signedInAs(page: Page, role: DemoRole) {
  const user = demoUser(role);
  await signInKept(page, { email: user.email, password: DEMO_PASSWORD }, undefined, false);
  return user;
}
