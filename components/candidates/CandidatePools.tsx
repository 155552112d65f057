"use client";

import Link from "@/components/ui/Link";
import { useState } from "react";
import { Section } from "@/components/application/Section";
import { Button } from "@/components/ui/Button";
import { Select } from "@/components/ui/Select";
import { api } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";

type PoolRef = { id: number; name: string };

// The talent pools a person is kept in, and a way to keep them in another (decision 351). The
// candidate's page shows it to admins and recruiters only.
export function CandidatePools({ candidateId, name, initial }: { candidateId: number; name: string; initial: PoolRef[] }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Candidates.CandidatePools");
  const all = useEndpoint<typeof talentPoolOperations.listTalentPools>("/api/talent-pools");
  const [mine, setMine] = useState(initial);
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const [saving, setSaving] = useState(false);
  if (!all.data && !all.error) return null;
  const others = (all.data?.pools ?? []).filter((p) => !mine.some((m) => m.id === p.id));

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const pool = others.find((p) => p.id === Number(chosen));
    if (!pool) return setError(t("chooseAPoolError"));
    setSaving(true);
    setError(null);
    try {
      await api("POST", `/api/talent-pools/${pool.id}/candidates`, { body: { candidateIds: [candidateId] } });
      setMine((list) => [...list, pool]);
      setChosen("");
      setSaid(t("nowIn", { name, pool: pool.name }));
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section id="pools" title={t("talentPools")} description={t("keepThePersonInA")}>
      {mine.length === 0 ? (
        <p className="text-sm text-slate-600">{t("notInAnyPool")}</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={t("poolsOf", { name })}>
          {mine.map((pool) => (
            <li key={pool.id}>
              <Link href={`/pools/${pool.id}`} className="text-brand-700 underline hover:no-underline">
                {pool.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {all.data && all.data.pools.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {t.rich("noPools", {
            link: (chunks) => (
              <Link href="/pools" className="text-brand-700 underline hover:no-underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : others.length > 0 ? (
        <form onSubmit={add} noValidate className="mt-3 flex flex-wrap items-start gap-2">
          <Select
            label={t("addToAPool")}
            fieldClassName="min-w-0 flex-1"
            placeholder={t("chooseAPool")}
            value={chosen}
            onChange={(e) => (setChosen(e.target.value), setError(null))}
            options={others.map((p) => ({ value: String(p.id), label: p.name }))}
            error={error ?? all.error}
          />
          <Button type="submit" variant="secondary" loading={saving} className="mt-6">
            {t("add")}
          </Button>
        </form>
      ) : null}
      <p role="status" className="sr-only">
        {said}
      </p>
    </Section>
  );
}
