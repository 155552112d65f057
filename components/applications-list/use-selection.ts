"use client";

import { useCallback, useRef, useState } from "react";

// Row selection as recruiters know it from mail clients: a click toggles one row, a shift-click
// (or Shift+Space) sets every row between the last one toggled and this one to the new state.
// Rows are remembered by id with their data, so a selection survives paging and filtering.
export function useSelection<T extends { id: number }>() {
  const [selected, setSelected] = useState<Map<number, T>>(new Map());
  const anchor = useRef<number | null>(null);

  const toggle = useCallback((rows: T[], index: number, range: boolean) => {
    // read now: the updater runs later, after the anchor has moved to this row
    const from = range && anchor.current !== null ? rows.findIndex((r) => r.id === anchor.current) : -1;
    setSelected((previous) => {
      const next = new Map(previous);
      const row = rows[index];
      const on = !previous.has(row.id);
      const [start, end] = from === -1 ? [index, index] : [Math.min(from, index), Math.max(from, index)];
      for (const r of rows.slice(start, end + 1)) {
        if (on) next.set(r.id, r);
        else next.delete(r.id);
      }
      return next;
    });
    anchor.current = rows[index].id;
  }, []);

  const setAll = useCallback((rows: T[], on: boolean) => {
    setSelected((previous) => {
      const next = new Map(previous);
      for (const r of rows) {
        if (on) next.set(r.id, r);
        else next.delete(r.id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    anchor.current = null;
    setSelected(new Map());
  }, []);

  const keep = useCallback((ids: Set<number>) => setSelected((previous) => new Map([...previous].filter(([id]) => ids.has(id)))), []);

  return { selected, toggle, setAll, clear, keep };
}
