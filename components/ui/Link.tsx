import NextLink from "next/link";
import type { ComponentProps } from "react";

// Every in-app link, without Next.js's prefetch. Next prefetches each <Link> that scrolls into view,
// and our pages are all dynamic with no loading boundary, so a prefetch brings back only the route's
// tree (about 350 bytes) while the server still authenticates the request and renders that tree: the
// applications list sent one per row for the application and one for its candidate on every view,
// each costing the server about as much as an API read (8-9 ms against /api/home's 8).
// A click fetches the page once, as it did after such a prefetch. eslint.config.mjs keeps
// "next/link" imported here only.
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
