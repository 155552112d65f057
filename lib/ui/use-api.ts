"use client";

import { useCallback, useEffect, useState } from "react";
import { api, isAbort, withQuery } from "./api";
import { useMessageOf } from "./use-message-of";
import type { Endpoint, PathOf, ResponseOf } from "./response-of";

type Query = Parameters<typeof withQuery>[1];
// `kept`: the answer came from the server's store of computed answers (docs/decisions/520): how old
// it was when it arrived (`Age`), hence when it was computed, and whether it was stale
// (`Cache-Status` with a negative ttl)
type Kept = { ageSeconds: number; computedAt: string; stale: boolean };
type Loaded<T> = { key: string; data: T | null; error: string | null; status: number | null; kept?: Kept | null };

function keptOf(headers: Headers): Kept | null {
  const age = headers.get("age");
  if (age === null || !/^\d+$/.test(age)) return null;
  const ageSeconds = Number(age);
  return { ageSeconds, computedAt: new Date(Date.now() - ageSeconds * 1000).toISOString(), stale: /;\s*ttl=-\d/.test(headers.get("cache-status") ?? "") };
}

// GET a resource for a screen. `loading` is true until the response for the current path+query arrives,
// so a changed filter shows a loading state without a stale flash of the previous result's error.
// `headers`: request headers the answer depends on (a dashboard's Cache-Control); a changed header
// asks again, as a changed query does.
export function useApi<T>(path: string | null, query?: Query, headers?: Record<string, string>) {
  const messageOf = useMessageOf();
  const key = path ? withQuery(path, query) : "";
  const headerText = headers ? JSON.stringify(headers) : "";
  const [state, setState] = useState<Loaded<T>>({ key: "", data: null, error: null, status: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    let kept: Kept | null = null;
    const headers = headerText ? (JSON.parse(headerText) as Record<string, string>) : undefined;
    api<T>("GET", key, { signal: controller.signal, headers, onHeaders: (answered) => (kept = keptOf(answered)) }).then(
      (data) => setState({ key, data, error: null, status: 200, kept }),
      (error: unknown) => {
        if (isAbort(error)) return;
        const status = typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : null;
        setState((previous) => ({ key, data: previous.data, error: messageOf(error), status }));
      },
    );
    return () => controller.abort();
  }, [key, headerText, version, messageOf]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // local edits (optimistic updates) without a round trip
  const mutate = useCallback((update: (data: T) => T) => setState((s) => (s.data ? { ...s, data: update(s.data) } : s)), []);

  const current = state.key === key;
  return {
    data: state.data,
    error: current ? state.error : null,
    status: current ? state.status : null,
    loading: Boolean(key) && !current,
    kept: state.kept ?? null,
    reload,
    mutate,
  };
}

// GET a declared endpoint for a screen: its path's shape and its answer are the declaration's
// (lib/ui/response-of.ts), e.g. `useEndpoint<typeof talentPoolOperations.listTalentPools>("/api/talent-pools")`.
export function useEndpoint<E extends Endpoint & { method: "get" }>(path: PathOf<E> | null, query?: Query, headers?: Record<string, string>) {
  return useApi<ResponseOf<E>>(path, query, headers);
}
