import type { Metadata } from "next";
import { BoardPage, DEFAULT_BOARD_QUERY, boardMetadata } from "./board-page";

// The unfiltered board is a cached page (ISR), refreshed by its tag when jobs or branding change;
// requests with filters or paging are rewritten to ./%5Fsearch (next.config.js), rendered per request.
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return boardMetadata((await params).slug, DEFAULT_BOARD_QUERY, false);
}

export default async function CareersBoard({ params }: Props) {
  return <BoardPage slug={(await params).slug} query={DEFAULT_BOARD_QUERY} />;
}
