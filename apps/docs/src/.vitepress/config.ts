import { existsSync, readFileSync } from "node:fs";
import { type DefaultTheme, defineConfig } from "vitepress";

// Written by scripts/generate-pages.ts (run before every build): the reference's operations, grouped by tag.
const sidebarFile = new URL("./reference-sidebar.json", import.meta.url);
const reference: DefaultTheme.SidebarItem[] = existsSync(sidebarFile) ? JSON.parse(readFileSync(sidebarFile, "utf8")) : [];

const guides = [
  { text: "Quick start", link: "/guides/quick-start" },
  { text: "Authentication and scopes", link: "/guides/authentication" },
  { text: "Applications", link: "/guides/applications" },
  { text: "The lifecycle", link: "/guides/lifecycle" },
  { text: "Requirements", link: "/guides/requirements" },
  { text: "Documents", link: "/guides/documents" },
  { text: "Verification checks", link: "/guides/verifications" },
  { text: "Hosted onboarding", link: "/guides/hosted-onboarding" },
  { text: "Sandbox scenarios", link: "/guides/scenarios" },
  { text: "Idempotency", link: "/guides/idempotency" },
  { text: "Errors", link: "/guides/errors" },
  { text: "Pagination", link: "/guides/pagination" },
  { text: "Webhooks", link: "/guides/webhooks" },
  { text: "Limits", link: "/guides/rate-limits" },
  { text: "Sandbox and environments", link: "/guides/environments" },
  { text: "Changelog", link: "/changelog" },
];

/** The documentation site: served by the API at /docs, built offline, nothing fetched from elsewhere at view time. */
export default defineConfig({
  title: "Onboarding API",
  description: "Guides, API reference and error reference of the onboarding API.",
  base: "/docs/",
  cleanUrls: true,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: "Guides", link: "/guides/quick-start" },
      { text: "API reference", link: "/reference/" },
      { text: "Errors", link: "/errors/" },
    ],
    sidebar: {
      "/reference/": [{ text: "API reference", link: "/reference/" }, ...reference],
      "/errors/": [{ text: "Error reference", link: "/errors/" }],
      "/": [{ text: "Guides", items: guides }],
    },
    search: { provider: "local" },
    outline: [2, 3],
  },
});
