"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useRef } from "react";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { ApiKeysPanel } from "./ApiKeysPanel";
import { BrandingPanel } from "./BrandingPanel";
import { EmailTemplatesPanel } from "./EmailTemplatesPanel";
import { PrivacyPanel } from "./PrivacyPanel";
import { RejectionReasonsPanel } from "./RejectionReasonsPanel";
import { SlugPanel } from "./SlugPanel";
import { TeamPanel } from "./TeamPanel";
import { WebhooksPanel } from "./WebhooksPanel";

const ALL_TABS = [
  { id: "branding", label: "Branding", adminOnly: true },
  { id: "slug", label: "Careers address", adminOnly: true },
  { id: "api-keys", label: "API keys", adminOnly: false },
  { id: "team", label: "Team", adminOnly: true },
  { id: "webhooks", label: "Webhooks", adminOnly: true },
  { id: "candidates", label: "Candidates & privacy", adminOnly: true },
] as const;
type TabId = (typeof ALL_TABS)[number]["id"];

// Admins see every tab; everyone else only their own API keys (the API refuses the rest with 403).
export function SettingsTabs() {
  const user = useCurrentUser();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const tabs = ALL_TABS.filter((t) => !t.adminOnly || user.role === "admin");
  const requested = params.get("tab");
  const active: TabId = tabs.find((t) => t.id === requested)?.id ?? tabs[0].id;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function select(id: TabId, focus = false) {
    router.replace(`${pathname}?tab=${id}`, { scroll: false });
    if (focus) refs.current[id]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = event.key === "ArrowRight" ? (index === last ? 0 : index + 1) : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1) : event.key === "Home" ? 0 : event.key === "End" ? last : null;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next].id, true);
  }

  return (
    <>
      <PageHeader title="Settings" description={user.role === "admin" ? `Workspace settings for ${user.organization.name}` : "Your API keys for scripts and integrations"} />
      {tabs.length > 1 ? (
        <div role="tablist" aria-label="Settings sections" className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[tab.id] = node;
              }}
              id={`tab-${tab.id}`}
              role="tab"
              type="button"
              aria-selected={active === tab.id}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium ${
                active === tab.id ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      <div id={`panel-${active}`} role={tabs.length > 1 ? "tabpanel" : undefined} aria-labelledby={tabs.length > 1 ? `tab-${active}` : undefined}>
        {active === "branding" ? <BrandingPanel /> : active === "slug" ? <SlugPanel /> : active === "team" ? <TeamPanel /> : active === "webhooks" ? <WebhooksPanel /> : active === "candidates" ? <CandidatesTab /> : <ApiKeysPanel />}
      </div>
    </>
  );
}

function CandidatesTab() {
  return (
    <div className="space-y-6">
      <PrivacyPanel />
      <EmailTemplatesPanel />
      <RejectionReasonsPanel />
    </div>
  );
}
