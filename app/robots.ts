import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/env";

export const dynamic = "force-dynamic";

// Only the public careers pages are for crawlers; the recruiter app, the API and withdrawal links are not.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/careers/",
        disallow: ["/api/", "/careers/withdraw/", "/careers/*/withdraw", "/login", "/home", "/jobs", "/settings", "/outbox", "/reports", "/audit", "/applications", "/invite"],
      },
    ],
    sitemap: `${appUrl()}/sitemap.xml`,
  };
}
