"use client";

import Link from "@/components/ui/Link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { PageHeader } from "@/components/shell/PageHeader";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import type { SearchMatch } from "@/lib/schemas/responses/search";
import { isAbort, call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useTranslations } from "next-intl";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";

type Match = z.infer<typeof SearchMatch>;
type State = { query: string; matches: Match[] | null; error: string | null };

const RESULTS = 50;

// Full-text search of the candidates the viewer may see (decision 404): the query stays in the
// address, so a search can be shared and the back button returns to it; matching words are marked.
export function CandidateSearch({ initialQuery }: { initialQuery: string }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Candidates.CandidateSearch");
  const router = useRouter();
  const [text, setText] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery.trim());
  const [state, setState] = useState<State>({ query: "", matches: null, error: null });

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    call<typeof candidateOperations.search>("GET", "/api/search", { query: { q: query, matches: String(RESULTS) }, signal: controller.signal }).then(
      (results) => setState({ query, matches: results.matches, error: null }),
      (error: unknown) => {
        if (!isAbort(error)) setState({ query, matches: null, error: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [query, messageOf]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const next = text.trim();
    setQuery(next);
    router.replace(next ? `/candidates?q=${encodeURIComponent(next)}` : "/candidates");
  }

  const current = state.query === query;
  return (
    <>
      <PageHeader title={t("searchCandidates")} description={t("findPeopleByWhatIs")} />
      <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-start gap-2">
        <Input
          label={t("search")}
          fieldClassName="min-w-0 flex-1"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          hint={t("everyWordMustMatchWord")}
        />
        <Button type="submit" className="mt-6">
          {t("search")}
        </Button>
      </form>
      {!query ? (
        <EmptyState title={t("searchTheCandidateDatabase")} description={t("typeASkillACompany")} />
      ) : !current ? (
        <Spinner label={t("searching")} />
      ) : state.error ? (
        <ErrorMessage message={state.error} onRetry={() => setState({ query: "", matches: null, error: null })} />
      ) : state.matches && state.matches.length === 0 ? (
        <EmptyState title={t("nobody", { query })} description={t("tryFewerWordsOrA")} />
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-slate-700">
            {state.matches!.length === RESULTS ? t("best", { count: RESULTS }) : t("matches", { count: state.matches!.length })}
          </p>
          <ol className="space-y-3" aria-label={t("peopleMatching", { query })}>
            {state.matches!.map((match) => (
              <MatchRow key={match.candidateId} match={match} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function MatchRow({ match }: { match: Match }) {
  const t = useTranslations("Recruiter.Candidates.CandidateSearch");
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={`/candidates/${match.candidateId}`} className="font-medium text-brand-700 underline hover:no-underline">
          {match.name}
        </Link>
        <span className="text-xs text-slate-600">{match.foundIn === "note" ? t("foundInANote") : t("foundInTheirApplication")}</span>
      </div>
      <p className="mt-1 break-words text-sm text-slate-800">
        {match.snippet.map((segment, i) =>
          segment.match ? (
            <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900">
              {segment.text}
            </mark>
          ) : (
            <span key={i}>{segment.text}</span>
          ),
        )}
      </p>
      {match.applications.length > 0 ? (
        <p className="mt-1 text-xs text-slate-600">
          {match.applications.map((a, i) => (
            <span key={a.id}>
              {i > 0 ? " · " : ""}
              <Link href={`/applications/${a.id}`} className="underline hover:no-underline">
                {a.jobTitle}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}
