"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import type { SearchResponse } from "@/lib/schemas/responses/search";
import { isAbort, call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";

type Results = z.infer<typeof SearchResponse>;
type Option = { key: string; href: string; label: string; detail: string; group: "people" | "jobs" | "matches" };
type State = { query: string; results: Results | null; error: string | null };

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 200;

// People and jobs by prefix as one types, then the way to what is in résumés, answers and notes:
// the full-text search (decision 404) runs on the candidates page, not on every keystroke (decision
// 417), so it is there before the prefixes answer, and Enter takes it when nothing else is offered.
function optionsOf(results: Results | null, query: string, findInDocuments: string): Option[] {
  const all: Option = { key: "all", href: `/candidates?q=${encodeURIComponent(query)}`, label: findInDocuments, detail: "", group: "matches" };
  if (!results) return [all];
  return [
    ...results.people.map((p) => ({
      key: `p${p.candidateId}`,
      href: `/candidates/${p.candidateId}`,
      label: p.name,
      detail: [p.email, ...p.applications.map((a) => a.jobTitle)].join(" · "),
      group: "people" as const,
    })),
    ...results.jobs.map((j) => ({ key: `j${j.id}`, href: `/jobs/${j.id}`, label: j.title, detail: `Job · ${j.status}`, group: "jobs" as const })),
    all,
  ];
}

// a key typed into a field is text, not a shortcut
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName)));
}

// The app shell's search (ARIA combobox with a listbox popup): `/` or Ctrl-K focuses it, arrows
// move, Enter opens, Escape closes. People and jobs the user may see (GET /api/search, prefixes only).
export function GlobalSearch() {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Search");
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [state, setState] = useState<State>({ query: "", results: null, error: null });
  const query = text.trim();

  useEffect(() => {
    const focus = () => {
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        focus();
      } else if (event.key === "/" && !isTyping(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        // after every listener has seen it: a screen that claims `/` for its own search (the
        // board's filter, decision 223) keeps it; Ctrl-K always reaches this one
        setTimeout(() => {
          if (!event.defaultPrevented) focus();
        }, 0);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (query.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call<typeof candidateOperations.search>("GET", "/api/search", { query: { q: query, matches: "0" }, signal: controller.signal }).then(
        (results) => {
          setState({ query, results, error: null });
          setActive(0);
        },
        (error: unknown) => {
          if (!isAbort(error)) setState({ query, results: null, error: messageOf(error) });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, messageOf]);

  const current = state.query === query;
  const options = query.length >= MIN_LENGTH ? optionsOf(current ? state.results : null, query, t("findInDocuments", { query })) : [];
  const loading = query.length >= MIN_LENGTH && !current;
  const expanded = open && query.length > 0;
  const activeOption = expanded && options.length > 0 ? options[Math.min(active, options.length - 1)] : null;

  const go = (option: Option) => {
    setOpen(false);
    setText("");
    inputRef.current?.blur();
    router.push(option.href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      // a closed list opens on the option it had (the combobox pattern); an open one moves
      if (expanded && options.length > 0) {
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) => (Math.min(i, options.length - 1) + step + options.length) % options.length);
      }
    } else if (event.key === "Enter") {
      if (activeOption) {
        event.preventDefault();
        go(activeOption);
      }
    } else if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else {
        setText("");
        inputRef.current?.blur();
      }
    }
  };

  const renderGroup = (group: Option["group"], title: string) => {
    const items = options.filter((o) => o.group === group);
    if (items.length === 0) return null;
    return (
      <li role="presentation">
        <div id={`${listId}-${group}`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {title}
        </div>
        <ul role="group" aria-labelledby={`${listId}-${group}`}>
          {items.map((option) => (
            <li
              key={option.key}
              id={`${listId}-${option.key}`}
              role="option"
              aria-selected={option === activeOption}
              className={`cursor-pointer px-3 py-2 ${option === activeOption ? "bg-brand-50" : "hover:bg-slate-50"}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option)}
            >
              <div className="truncate text-sm font-medium text-slate-900">{option.label}</div>
              {option.detail ? <div className="truncate text-xs text-slate-600">{option.detail}</div> : null}
            </li>
          ))}
        </ul>
      </li>
    );
  };

  let status: string | null = null;
  if (query.length < MIN_LENGTH) status = t("minLength", { min: MIN_LENGTH });
  else if (loading) status = t("searching");
  else if (state.error) status = state.error;
  else if (options.every((o) => o.group === "matches")) status = t("noMatch", { query });

  return (
    <div className="relative min-w-0 flex-1 md:max-w-xs">
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t("label")}
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.key}` : undefined}
        aria-keyshortcuts="/ Control+K"
        autoComplete="off"
        placeholder={t("placeholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <div
        className={`${expanded ? "" : "hidden"} fixed inset-x-3 top-14 z-40 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg md:absolute md:inset-x-auto md:right-0 md:top-full md:mt-1 md:w-[28rem]`}
      >
        <ul id={`${listId}-list`} role="listbox" aria-label={t("results")}>
          {renderGroup("people", t("people"))}
          {renderGroup("jobs", t("jobs"))}
          {renderGroup("matches", t("matches"))}
        </ul>
        {status ? (
          <p role="status" className="px-3 py-2 text-sm text-slate-600">
            {status}
          </p>
        ) : null}
      </div>
    </div>
  );
}
