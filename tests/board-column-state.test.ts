import { describe, expect, it } from "vitest";
import { emptyColumn, hasMore, withCard, withPage, without } from "@/components/board/column-state";
import type { ApplicationListItem } from "@/lib/ui/types";

// The board's column bookkeeping (docs/decisions/220): the offset of the next page must stay the
// number of server rows already read, whatever moves in and out meanwhile.
const app = (id: number, minute: number): ApplicationListItem => ({
  id,
  candidateId: id,
  currentStageId: 1,
  coverLetter: null,
  source: null,
  status: "active",
  createdAt: `2026-11-01T10:${String(minute).padStart(2, "0")}:00.000Z`,
  updatedAt: "2026-11-01T10:00:00.000Z",
  name: `Person ${id}`,
  email: `p${id}@example.com`,
  phone: null,
  resumeUrl: null,
  rejectionReasonId: null,
});
const ids = (c: { items: ApplicationListItem[] }) => c.items.map((a) => a.id);

describe("board column state", () => {
  it("reads pages in server order and knows when more remain", () => {
    const first = withPage(emptyColumn(), [app(1, 1), app(2, 2)], 5);
    expect(first).toMatchObject({ total: 5, offset: 2, loading: false });
    expect(hasMore(first)).toBe(true);
    const all = withPage(first, [app(3, 3), app(4, 4), app(5, 5)], 5);
    expect(ids(all)).toEqual([1, 2, 3, 4, 5]);
    expect(hasMore(all)).toBe(false);
  });

  it("a card dropped among the loaded ones takes its place and shifts the next page by one", () => {
    const column = withPage(emptyColumn(), [app(1, 1), app(3, 3)], 10);
    const dropped = withCard(column, app(2, 2));
    expect(ids(dropped)).toEqual([1, 2, 3]);
    expect(dropped).toMatchObject({ total: 11, offset: 3 });
  });

  it("a card that sorts after the loaded part shows at its end, and the server's page places it without repeating it", () => {
    const column = withPage(emptyColumn(), [app(1, 1), app(2, 2)], 4);
    const dropped = withCard(column, app(9, 9));
    expect(ids(dropped)).toEqual([1, 2, 9]);
    expect(dropped).toMatchObject({ total: 5, offset: 2 });
    const next = withPage(dropped, [app(3, 3), app(4, 4), app(9, 9)], 5);
    expect(ids(next)).toEqual([1, 2, 3, 4, 9]);
    expect(next.offset).toBe(5);
  });

  it("a card leaving the loaded part shifts the next page back; one never loaded only lowers the count", () => {
    const column = withPage(emptyColumn(), [app(1, 1), app(2, 2), app(3, 3)], 10);
    const moved = without(column, 2);
    expect(ids(moved)).toEqual([1, 3]);
    expect(moved).toMatchObject({ total: 9, offset: 2 });
    expect(without(moved, 99)).toMatchObject({ total: 8, offset: 2 });
    // an extra at the end (dropped in, not read from the server) leaves the offset alone
    const extra = withCard(moved, app(50, 50));
    expect(without(extra, 50)).toMatchObject({ total: 9, offset: 2 });
  });

  it("a card dropped into a column read to its end counts as read", () => {
    const column = withPage(emptyColumn(), [app(1, 1)], 1);
    expect(withCard(column, app(5, 5))).toMatchObject({ total: 2, offset: 2 });
    expect(hasMore(withCard(column, app(5, 5)))).toBe(false);
  });
});
