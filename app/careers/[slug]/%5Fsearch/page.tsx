import type { Metadata } from "next";
import { trackingOf } from "@/components/careers/tracking";
import { BoardPage, boardMetadata, boardQueryFrom } from "../board-page";

// /careers/{slug}?q=…&offset=… lands here through a rewrite (next.config.js): the filtered board,
// rendered per request from cached data.
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return boardMetadata((await params).slug, boardQueryFrom(await searchParams), true);
}

export default async function FilteredCareersBoard({ params, searchParams }: Props) {
  const search = await searchParams;
  return <BoardPage slug={(await params).slug} query={boardQueryFrom(search)} tracking={trackingOf(search)} />;
}
