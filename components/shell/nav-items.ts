import type { Role } from "@/lib/generated/prisma/enums";

export type NavItem = { href: string; label: string };

// What the navigation offers each role; the API enforces the same rules, this only hides what would 403.
export function navItemsFor(role: Role): NavItem[] {
  const items: NavItem[] = [
    { href: "/home", label: "Home" },
    { href: "/jobs", label: "Jobs" },
    { href: "/applications", label: "Applications" },
    { href: "/reports", label: "Reports" },
  ];
  // talent pools are the recruiting team's (decision 351)
  if (role === "admin" || role === "recruiter") items.splice(3, 0, { href: "/pools", label: "Talent pools" });
  if (role === "admin") items.push({ href: "/audit", label: "Audit log" }, { href: "/outbox", label: "Outbox" });
  items.push({ href: "/settings", label: "Settings" });
  return items;
}

export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
