import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signInWithPassword } from "./auth";
import { mailedLink } from "./mailbox";
import { unique } from "./ui-checks";

export type NewMember = { id: string; name: string; email: string; password: string };

// A member of our own, invited by the admin whose request context is given and accepted through the
// API, so specs that change or watch a person never touch the demo people others read (decision 069).
export async function createMember(admin: APIRequestContext, role: "recruiter" | "hiring_manager" | "interviewer", firstName: string): Promise<NewMember> {
  const tag = unique(firstName).split(" ").pop()!;
  const email = `${firstName.toLowerCase()}.${tag}@example.com`;
  const name = `${firstName} ${tag}`;
  const password = `pw-${tag}-long-enough`;
  const invited = await admin.post("/api/team/invite", { data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(200);
  const token = (await mailedLink(email, "invitation")).split("/").pop()!;
  const accepted = await admin.post(`/api/invitations/${token}/accept`, { data: { name, password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const team = (await (await admin.get("/api/team")).json()) as { members: { id: string; email: string }[] };
  return { id: team.members.find((m) => m.email === email)!.id, name, email, password };
}

// Signs in through the real /login form as any member.
export async function signInWith(page: Page, member: { email: string; password: string }) {
  await signInWithPassword(page, member);
}
