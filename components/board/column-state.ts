import type { ApplicationListItem } from "@/lib/ui/types";

// One column of the board as far as it is loaded: the server's order (oldest first, then id), its
// count of every matching application, and how far the server's pages have been read.
export type Column = {
  items: ApplicationListItem[];
  total: number;
  // the server rows read so far; the next page starts here
  offset: number;
  loading: boolean;
  error: string | null;
};

export const emptyColumn = (): Column => ({ items: [], total: 0, offset: 0, loading: true, error: null });

const before = (a: ApplicationListItem, b: ApplicationListItem) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1);

export const hasMore = (column: Column) => column.offset < column.total && !column.error;

// A page from the server joins what is loaded; a card moved in meanwhile is not repeated.
export function withPage(column: Column, page: ApplicationListItem[], total: number): Column {
  const known = new Set(page.map((a) => a.id));
  const items = [...column.items.filter((a) => !known.has(a.id)), ...page].sort(before);
  return { items, total, offset: column.offset + page.length, loading: false, error: null };
}

// An application leaves the column (moved away, or its status is filtered out).
export function without(column: Column, id: number): Column {
  const index = column.items.findIndex((a) => a.id === id);
  if (index < 0) return { ...column, total: Math.max(0, column.total - 1) };
  // a card the server's pages had already delivered shifts the next page by one
  const read = index < column.offset;
  return { ...column, items: column.items.filter((a) => a.id !== id), total: Math.max(0, column.total - 1), offset: read ? column.offset - 1 : column.offset };
}

// An application arrives: where the server's order puts it among the loaded cards. One that sorts
// after every loaded card still shows, at the end of the loaded part, so a drop is never lost from
// sight; the server's next page then places it for good.
export function withCard(column: Column, application: ApplicationListItem): Column {
  const rest = column.items.filter((a) => a.id !== application.id);
  const items = [...rest, application].sort(before);
  const last = column.items.at(-1);
  const insideRead = column.offset >= column.total || (last !== undefined && before(application, last) < 0);
  return { ...column, items, total: column.total + (rest.length === column.items.length ? 1 : 0), offset: insideRead ? column.offset + 1 : column.offset };
}

export function replaced(column: Column, application: ApplicationListItem): Column {
  return { ...column, items: column.items.map((a) => (a.id === application.id ? application : a)) };
}
