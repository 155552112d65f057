import type { Metadata } from "next";
import { BoardPage, DEFAULT_BOARD_QUERY, boardMetadata } from "./board-page";

// The unfiltered board, rendered per request (a nonce per response, decision 271) from data cached
// under the board's tag; filters or paging are rewritten to ./%5Fsearch (next.config.js).

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return boardMetadata((await params).slug, DEFAULT_BOARD_QUERY, false);
}

export default async function CareersBoard({ params }: Props) {
  return <BoardPage slug={(await params).slug} query={DEFAULT_BOARD_QUERY} />;
}
