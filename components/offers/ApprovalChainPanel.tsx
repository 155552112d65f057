"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Panel } from "@/components/settings/Panel";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { COMMON_CURRENCY_CODES } from "@/lib/schemas/currency";
import { api } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useEndpoint } from "@/lib/ui/use-api";
import { ADMIN_ROLE } from "@/lib/auth/permissions";
import type { offerOperations } from "@/lib/openapi/operations/offers";
import type { roleOperations } from "@/lib/openapi/operations/roles";
import type { teamOperations } from "@/lib/openapi/operations/team";

// a step's role is the key of one of the organization's roles whose members may approve
type Step = { mode: "any" | "all"; role: string | null; approverIds: string[]; minYearlyAmount: { amount: number; currency: string } | null };

// One of the organization's approval chains (docs/decisions/391, 395), edited whole: ordered steps,
// each a role or chosen members, decided by any one or by all; offers' steps may apply only above
// a yearly amount.
export function ApprovalChainPanel({ kind }: { kind: "offer" | "job" }) {
  const t = useTranslations("Recruiter.ApprovalSettings");
  const chain = useEndpoint<typeof offerOperations.getApprovalChain>(`/api/orgs/me/approval-chains/${kind}`);
  const title = kind === "offer" ? t("offerChain") : t("jobChain");
  if (!chain.data) {
    return (
      <Panel title={`${t("title")}: ${title}`} description={t("description")}>
        <ErrorMessage message={chain.error} onRetry={chain.reload} />
      </Panel>
    );
  }
  return <ChainEditor kind={kind} initial={chain.data.chain.steps.map(({ mode, role, approverIds, minYearlyAmount }) => ({ mode, role, approverIds, minYearlyAmount }))} />;
}

function ChainEditor({ kind, initial }: { kind: "offer" | "job"; initial: Step[] }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.ApprovalSettings");
  const team = useEndpoint<typeof teamOperations.getTeam>("/api/team", { may: "offers.approve" });
  const roles = useEndpoint<typeof roleOperations.listRoles>("/api/roles");
  const approving = (roles.data?.roles ?? []).filter((r) => r.permissions.includes("offers.approve"));
  const roleOptions = approving.map((r) => ({ value: r.key, label: t.has(`roles.${r.key}`) ? t(`roles.${r.key}`) : r.name }));
  const [steps, setSteps] = useState<Step[]>(initial);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const approvers = (team.data?.members ?? []).filter((m) => m.status === "active");
  const title = kind === "offer" ? t("offerChain") : t("jobChain");

  const change = (index: number, patch: Partial<Step>) => setSteps((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  async function save() {
    setSaving(true);
    setError(null);
    setMessage(null);
    try {
      await api("PUT", `/api/orgs/me/approval-chains/${kind}`, { body: { steps } });
      setMessage(t("saved"));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title={`${t("title")}: ${title}`} description={t("description")}>
      <ErrorMessage message={error} />
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={index} className="rounded-md border border-slate-200 p-3" aria-label={t("stepTitle", { step: index + 1 })}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{t("stepTitle", { step: index + 1 })}</h3>
              <Button size="sm" variant="ghost" onClick={() => setSteps((all) => all.filter((_, i) => i !== index))}>
                {t("removeStep", { step: index + 1 })}
              </Button>
            </div>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <Select label={t("mode")} value={step.mode} onChange={(e) => change(index, { mode: e.target.value as Step["mode"] })} options={(["any", "all"] as const).map((m) => ({ value: m, label: t(`modes.${m}`) }))} />
              <Select
                label={t("role")}
                value={step.role ?? ""}
                onChange={(e) => change(index, { role: e.target.value || null, approverIds: e.target.value ? [] : step.approverIds })}
                placeholder={t("members")}
                options={step.role && !roleOptions.some((o) => o.value === step.role) ? [{ value: step.role, label: step.role }, ...roleOptions] : roleOptions}
              />
            </div>
            {step.role === null ? (
              <fieldset className="mt-2">
                <legend className="text-sm font-medium text-slate-700">{t("who")}</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {approvers.map((m) => (
                    <label key={m.id} className="flex items-center gap-1.5 text-sm">
                      <input
                        type="checkbox"
                        checked={step.approverIds.includes(m.id)}
                        onChange={(e) => change(index, { approverIds: e.target.checked ? [...step.approverIds, m.id] : step.approverIds.filter((id) => id !== m.id) })}
                      />
                      {m.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {kind === "offer" ? (
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <Input
                  label={t("threshold")}
                  inputMode="numeric"
                  value={step.minYearlyAmount ? String(step.minYearlyAmount.amount) : ""}
                  onChange={(e) => change(index, { minYearlyAmount: e.target.value ? { amount: Number(e.target.value), currency: step.minYearlyAmount?.currency ?? "EUR" } : null })}
                />
                <Select
                  label={t("thresholdCurrency")}
                  value={step.minYearlyAmount?.currency ?? "EUR"}
                  disabled={!step.minYearlyAmount}
                  onChange={(e) => change(index, { minYearlyAmount: step.minYearlyAmount ? { ...step.minYearlyAmount, currency: e.target.value } : null })}
                  options={COMMON_CURRENCY_CODES.map((c) => ({ value: c, label: c }))}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setSteps((all) => [...all, { mode: "any", role: ADMIN_ROLE, approverIds: [], minYearlyAmount: null }])}>
          {t("addStep")}
        </Button>
        <Button loading={saving} onClick={save}>
          {t("save")}
        </Button>
        {message ? (
          <span role="status" className="text-sm text-green-800">
            {message}
          </span>
        ) : null}
      </div>
    </Panel>
  );
}
