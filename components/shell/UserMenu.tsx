"use client";

import Link from "@/components/ui/Link";
import { signOut } from "next-auth/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { CurrentUser } from "@/lib/auth/current-user";
import { useRoleLabel } from "@/lib/ui/use-role-label";

export function UserMenu({ user }: { user: CurrentUser }) {
  const t = useTranslations("Recruiter.UserMenu");
  const roleLabel = useRoleLabel();
  const role = roleLabel(user.role, user.roleName);
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const initials = user.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 sm:rounded-md sm:px-2 sm:py-1"
      >
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
          {initials}
        </span>
        <span className="hidden text-left text-sm leading-tight sm:block">
          <span className="block font-medium text-slate-800">{user.name}</span>
          <span className="block text-xs text-slate-600">{role}</span>
        </span>
        <span className="sr-only sm:hidden">{t("accountMenu", { name: user.name })}</span>
      </button>
      {open ? (
        <div id={panelId} className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          <div className="border-b border-slate-100 px-2 pb-2">
            <p className="text-sm font-medium text-slate-800">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
            <p className="text-xs text-slate-600">
              {t("roleAt", { role, organization: user.organization.name })}
            </p>
          </div>
          <ul className="pt-1">
            <li>
              <Link href="/settings" onClick={() => setOpen(false)} className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100">
                {t("settings")}
              </Link>
            </li>
            <li>
              <button
                type="button"
                disabled={signingOut}
                onClick={() => {
                  setSigningOut(true);
                  void signOut({ callbackUrl: "/login" });
                }}
                className="block w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 disabled:opacity-60"
              >
                {signingOut ? t("signingOut") : t("signOut")}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
