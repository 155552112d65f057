import type { Role } from "@/lib/generated/prisma/enums";

// `key` names the label in the recruiter catalogue: Recruiter.Shell.nav.<key> (decision 365)
export type NavItem = { href: string; key: "home" | "jobs" | "applications" | "pools" | "reports" | "audit" | "outbox" | "settings" };

// What the navigation offers each role; the API enforces the same rules, this only hides what would 403.
export function navItemsFor(role: Role): NavItem[] {
  const items: NavItem[] = [
    { href: "/home", key: "home" },
    { href: "/jobs", key: "jobs" },
    { href: "/applications", key: "applications" },
    { href: "/reports", key: "reports" },
  ];
  // talent pools are the recruiting team's (decision 351)
  if (role === "admin" || role === "recruiter") items.splice(3, 0, { href: "/pools", key: "pools" });
  if (role === "admin") items.push({ href: "/audit", key: "audit" }, { href: "/outbox", key: "outbox" });
  items.push({ href: "/settings", key: "settings" });
  return items;
}

export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
