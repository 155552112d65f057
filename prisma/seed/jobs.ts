import type { JobFactoryInput } from "@/prisma/factories";

export type DemoJob = JobFactoryInput & {
  slug: string;
  title: string;
  managers: ("hank" | "marco")[];
  applications: number; // how many to create; a closed job's are all decided
  ageDays: number; // when the job was created
};

// Nine jobs covering every employment and workplace type, one draft, one closed.
export const DEMO_JOBS: DemoJob[] = [
  {
    slug: "senior-backend-engineer", title: "Senior Backend Engineer", status: "open", location: "Berlin", department: "Engineering",
    employmentType: "full_time", workplaceType: "hybrid", salaryMin: 85000, salaryMax: 105000, salaryCurrency: "EUR", managers: ["hank"], applications: 20, ageDays: 125,
    stageNames: ["Applied", "Screen", "Technical interview", "Onsite", "Offer", "Hired"],
    criteria: ["System design", "Code quality", "Communication", "Ownership"],
    // Markdown, as recruiters write descriptions (rendered on the careers page, docs/decisions/181)
    description: [
      "Design and run the services behind our hiring product. You will own APIs end to end, from schema to on-call.",
      "",
      "**Requirements**",
      "",
      "- Several years of building and operating web services",
      "- TypeScript and PostgreSQL, or the wish to learn them well",
      "- A lot of good judgement",
      "",
      "Read how we work in our [engineering handbook](https://handbook.example.com/engineering).",
    ].join("\n"),
    kitBody: "Technical interview: 60 minutes. Start with the take-home discussion (20 min), then a design exercise: a rate limiter that holds across instances.",
  },
  {
    slug: "frontend-engineer", title: "Frontend Engineer", status: "open", location: "Remote (EU)", department: "Engineering",
    employmentType: "full_time", workplaceType: "remote", salaryMin: 70000, salaryMax: 90000, salaryCurrency: "EUR", managers: ["hank"], applications: 16, ageDays: 110,
    criteria: ["Craft", "Accessibility", "Collaboration"],
    description: "Build fast, accessible interfaces for recruiters and candidates. React, server components and a design system you will help shape.",
    kitBody: "Pairing session on a small component with keyboard navigation. Look for accessibility instincts and clear reasoning.",
  },
  {
    slug: "product-designer", title: "Product Designer", status: "open", location: "Amsterdam", department: "Design",
    employmentType: "full_time", workplaceType: "hybrid", salaryMin: 65000, salaryMax: 82000, salaryCurrency: "EUR", managers: ["marco"], applications: 14, ageDays: 100,
    stageNames: ["Applied", "Portfolio review", "Interview", "Offer", "Hired"],
    criteria: ["Portfolio", "Problem framing", "Communication"],
    description: "Shape how teams hire: research with recruiters, prototype, test and ship with engineers.",
  },
  {
    slug: "customer-success-manager", title: "Customer Success Manager", status: "open", location: "London", department: "Customer Success",
    employmentType: "full_time", workplaceType: "on_site", salaryMin: 50000, salaryMax: 62000, salaryCurrency: "GBP", managers: ["marco"], applications: 12, ageDays: 90,
    criteria: ["Empathy", "Product knowledge", "Written communication"],
    description: "Be the trusted partner of our customers' hiring teams, from onboarding to renewal.",
  },
  {
    slug: "data-analyst-intern", title: "Data Analyst Intern", status: "open", location: "Berlin", department: "Data",
    employmentType: "internship", workplaceType: "on_site", duration: "6 months", salaryMin: 24000, salaryMax: 24000, salaryCurrency: "EUR", managers: ["hank"], applications: 10, ageDays: 75,
    criteria: ["SQL", "Curiosity", "Communication"],
    description: "Work with our data team on hiring funnel analytics. SQL and curiosity required; dashboards optional.",
  },
  {
    slug: "technical-writer", title: "Technical Writer", status: "open", location: "Remote", department: "Engineering",
    employmentType: "contract", workplaceType: "remote", duration: "3 months, extension possible", managers: [], applications: 7, ageDays: 60,
    criteria: ["Clarity", "Technical depth"],
    description: "Write our API guide and self-hosting documentation together with the engineering team.",
  },
  {
    slug: "events-coordinator", title: "Events Coordinator", status: "open", location: "Amsterdam", department: "Marketing",
    employmentType: "temporary", workplaceType: "on_site", duration: "Until the end of the conference season", managers: ["marco"], applications: 6, ageDays: 45,
    criteria: ["Organisation", "Communication"],
    description: "Plan and run our presence at hiring and HR conferences across Europe.",
  },
  {
    slug: "sales-development-representative", title: "Sales Development Representative", status: "closed", location: "New York", department: "Sales",
    employmentType: "part_time", workplaceType: "on_site", salaryMin: 40000, salaryMax: 48000, salaryCurrency: "USD", managers: [], applications: 9, ageDays: 130,
    criteria: ["Drive", "Communication"],
    description: "Start conversations with hiring teams in North America. This role has been filled.",
  },
  {
    slug: "head-of-people", title: "Head of People", status: "draft", location: "London", department: "People",
    employmentType: "full_time", workplaceType: "hybrid", salaryMin: 95000, salaryMax: 120000, salaryCurrency: "GBP", managers: ["hank"], applications: 0, ageDays: 3,
    criteria: ["Leadership", "People strategy", "Judgement"],
    description: "Draft: lead people operations and help every team hire and grow well.",
  },
];
