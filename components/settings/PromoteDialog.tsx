"use client";

import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import type { TeamMember } from "@/lib/ui/types";
import { useTranslations } from "next-intl";

// What an admin may do that others may not, said before anyone is made one.
export function PromoteDialog({ member, onClose, onConfirm }: { member: TeamMember; onClose: () => void; onConfirm: () => void }) {
  const t = useTranslations("Recruiter.Settings.PromoteDialog");
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("title", { name: member.name })}
      description={t("adminsCanDoEverythingIn")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button onClick={onConfirm}>{t("makeAdmin")}</Button>
        </>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t("changeAnyonesRoleDeactivateOr")}</li>
        <li>{t("seeEveryJobAndApplication")}</li>
        <li>{t("changeBrandingTheCareersAddress")}</li>
        <li>{t("readTheAuditLog")}</li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t("itAppliesToTheirVery")}</p>
    </Dialog>
  );
}
