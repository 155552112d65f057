"use client";

import { useCallback, useEffect, useState } from "react";
import { api, isAbort, withQuery } from "./api";
import { useMessageOf } from "./use-message-of";
import type { Endpoint, PathOf, ResponseOf } from "./response-of";

type Query = Parameters<typeof withQuery>[1];
type Loaded<T> = { key: string; data: T | null; error: string | null; status: number | null };

// GET a resource for a screen. `loading` is true until the response for the current path+query arrives,
// so a changed filter shows a loading state without a stale flash of the previous result's error.
export function useApi<T>(path: string | null, query?: Query) {
  const messageOf = useMessageOf();
  const key = path ? withQuery(path, query) : "";
  const [state, setState] = useState<Loaded<T>>({ key: "", data: null, error: null, status: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api<T>("GET", key, { signal: controller.signal }).then(
      (data) => setState({ key, data, error: null, status: 200 }),
      (error: unknown) => {
        if (isAbort(error)) return;
        const status = typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : null;
        setState((previous) => ({ key, data: previous.data, error: messageOf(error), status }));
      },
    );
    return () => controller.abort();
  }, [key, version, messageOf]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // local edits (optimistic updates) without a round trip
  const mutate = useCallback((update: (data: T) => T) => setState((s) => (s.data ? { ...s, data: update(s.data) } : s)), []);

  const current = state.key === key;
  return {
    data: state.data,
    error: current ? state.error : null,
    status: current ? state.status : null,
    loading: Boolean(key) && !current,
    reload,
    mutate,
  };
}

// GET a declared endpoint for a screen: its path's shape and its answer are the declaration's
// (lib/ui/response-of.ts), e.g. `useEndpoint<typeof talentPoolOperations.listTalentPools>("/api/talent-pools")`.
export function useEndpoint<E extends Endpoint & { method: "get" }>(path: PathOf<E> | null, query?: Query) {
  return useApi<ResponseOf<E>>(path, query);
}
