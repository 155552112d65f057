// The cache tag of one organization's public careers pages. Kept apart from invalidatePublicBoard
// (./public-board.ts): that one imports revalidateTag, which the Pages Router's job page may not.
export function publicBoardTag(orgSlug: string): string {
  return `public-board:${orgSlug}`;
}
