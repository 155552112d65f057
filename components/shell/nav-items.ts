import { can } from "@/lib/auth/caller";
import type { Permission } from "@/lib/auth/permissions";

// `key` names the label in the recruiter catalogue: Recruiter.Shell.nav.<key> (decision 365)
export type NavItem = { href: string; key: "home" | "jobs" | "applications" | "pools" | "reports" | "audit" | "outbox" | "referrals" | "settings" | "agency" };

// What the navigation offers a member by their permissions; the API enforces the same rules, this
// only hides what would 403.
export function navItemsFor(user: { permissions: readonly Permission[]; agencyId?: number | null }): NavItem[] {
  // an agency's recruiter uses their agency's page alone (docs/decisions/504)
  if (user.agencyId != null) return [{ href: "/agency", key: "agency" }];
  const items: NavItem[] = [
    { href: "/home", key: "home" },
    { href: "/jobs", key: "jobs" },
    { href: "/applications", key: "applications" },
  ];
  // talent pools are the recruiting team's (decision 351)
  if (can(user, "talent_pools.manage")) items.push({ href: "/pools", key: "pools" });
  if (can(user, "reports.view")) items.push({ href: "/reports", key: "reports" });
  if (can(user, "audit.view")) items.push({ href: "/audit", key: "audit" });
  if (can(user, "outbox.view")) items.push({ href: "/outbox", key: "outbox" });
  // every member refers people and follows their own referrals (decision 501)
  items.push({ href: "/referrals", key: "referrals" });
  items.push({ href: "/settings", key: "settings" });
  return items;
}

export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
