import { revalidateTag } from "next/cache";
import { publicBoardTag } from "./public-board-tag";

export { publicBoardTag };

// Domain functions that change what the careers pages show (jobs, branding, slug) call
// invalidatePublicBoard after they commit.

export function invalidatePublicBoard(...orgSlugs: string[]): void {
  for (const slug of orgSlugs) {
    try {
      // expire at once: the next visitor (often the admin who just saved) gets the fresh page,
      // not one stale copy while it re-renders in the background
      revalidateTag(publicBoardTag(slug), { expire: 0 });
    } catch {
      // outside a Next.js request (CLI, integration harness) there is no cache to invalidate
    }
  }
}
