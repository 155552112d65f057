"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import Link from "@/components/ui/Link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PageHeader } from "@/components/shell/PageHeader";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { call } from "@/lib/ui/api";
import { formErrorsFrom, type FieldErrors } from "@/lib/ui/plain-errors";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";

// The organization's talent pools (decision 351), and a form to start one.
export function PoolsView() {
  const t = useTranslations("Recruiter.Pools.PoolsView");
  const format = useFormatting();
  const pools = useEndpoint<typeof talentPoolOperations.listTalentPools>("/api/talent-pools");
  return (
    <>
      <PageHeader title={t("talentPools")} description={t("peopleYourTeamKeepsFor")} />
      <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
        <section aria-labelledby="pools-title" className="lg:col-span-2">
          <h2 id="pools-title" className="sr-only">
            {t("pools")}
          </h2>
          <ErrorMessage message={pools.error} onRetry={pools.reload} />
          {pools.data ? (
            pools.data.pools.length === 0 ? (
              <EmptyState title={t("noTalentPoolsYet")} description={t("startOneWithTheForm")} />
            ) : (
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {pools.data.pools.map((pool) => (
                  <li key={pool.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <Link href={`/pools/${pool.id}`} className="font-medium text-brand-700 underline hover:no-underline">
                        {pool.name}
                      </Link>
                      {pool.description ? <p className="break-words text-sm text-slate-600">{pool.description}</p> : null}
                    </div>
                    <p className="shrink-0 text-sm text-slate-700">
                      {t("poolFacts", { count: pool.candidates, n: format.number(pool.candidates), date: format.date(pool.updatedAt) })}
                    </p>
                  </li>
                ))}
              </ul>
            )
          ) : pools.error ? null : (
            <Skeleton className="h-40 w-full" />
          )}
        </section>
        <NewPoolForm />
      </div>
    </>
  );
}

function NewPoolForm() {
  const t = useTranslations("Recruiter.Pools.PoolsView");
  const tr = useTranslations("Recruiter");
  const router = useRouter();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"name" | "description">>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: t("nameMissing") });
    setPending(true);
    setMessage(null);
    try {
      const { pool } = await call<typeof talentPoolOperations.createTalentPool>("POST", "/api/talent-pools", { body: { name, description } });
      router.push(`/pools/${pool.id}`);
    } catch (caught) {
      const found = formErrorsFrom(tr, caught, { name: t("name"), description: t("description") }, { conflict: "name" });
      setErrors(found.fields);
      setMessage(found.message);
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="new-pool-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="new-pool-title" className="text-base font-semibold text-slate-900">
        {t("newPool")}
      </h2>
      <form onSubmit={create} noValidate className="mt-3 space-y-3">
        <Input label={t("name")} value={name} maxLength={100} onChange={(e) => (setName(e.target.value), setErrors({}))} error={errors.name} />
        <Input label={t("descriptionOptional")} value={description} maxLength={520} onChange={(e) => setDescription(e.target.value)} error={errors.description} />
        <Button type="submit" loading={pending}>
          {t("createPool")}
        </Button>
        <ErrorMessage message={message} />
      </form>
    </section>
  );
}
