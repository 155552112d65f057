import type { BuiltInRoleKey as Role } from "@/lib/auth/permissions";

// The demo organization's people. Printed by `npm start`, listed in the README, used by e2e.
export const DEMO_ORG = { name: "Acme", slug: "acme" } as const;
export const DEMO_PASSWORD = "hiring-demo-2026";

export const DEMO_USERS: { role: Role; name: string; email: string }[] = [
  { role: "admin", name: "Ada Admin", email: "ada@acme.example" },
  { role: "recruiter", name: "Rita Recruiter", email: "rita@acme.example" },
  { role: "hiring_manager", name: "Hank Manager", email: "hank@acme.example" },
  { role: "interviewer", name: "Ivan Interviewer", email: "ivan@acme.example" },
];
