import { existsSync, readFileSync } from "node:fs";
import { type DefaultTheme, defineConfig } from "vitepress";
import { publishForTools } from "../../scripts/publish-for-tools.ts";

// Written by scripts/generate-pages.ts (run before every build): the reference's operations, grouped by tag.
const sidebarFile = new URL("./reference-sidebar.json", import.meta.url);
const reference: DefaultTheme.SidebarItem[] = existsSync(sidebarFile) ? JSON.parse(readFileSync(sidebarFile, "utf8")) : [];

const guides = [
  { text: "Quick start", link: "/guides/quick-start" },
  { text: "Client SDK", link: "/guides/client-sdk" },
  { text: "Authentication and scopes", link: "/guides/authentication" },
  { text: "Applications", link: "/guides/applications" },
  { text: "The lifecycle", link: "/guides/lifecycle" },
  { text: "Requirements", link: "/guides/requirements" },
  { text: "Documents", link: "/guides/documents" },
  { text: "Verification checks", link: "/guides/verifications" },
  { text: "Monitoring and risk", link: "/guides/monitoring" },
  { text: "Hosted onboarding", link: "/guides/hosted-onboarding" },
  { text: "Sandbox scenarios", link: "/guides/scenarios" },
  { text: "Idempotency", link: "/guides/idempotency" },
  { text: "Errors", link: "/guides/errors" },
  { text: "Pagination", link: "/guides/pagination" },
  { text: "Webhooks", link: "/guides/webhooks" },
  { text: "Example webhook receiver", link: "/guides/webhook-receiver" },
  { text: "Limits", link: "/guides/rate-limits" },
  { text: "Sandbox and environments", link: "/guides/environments" },
  { text: "Review console (operations)", link: "/guides/review-console" },
  { text: "Changelog", link: "/changelog" },
];

// The reference's pages besides the operations and schemas (written by scripts/generate-pages.ts too).
const referencePages = [
  { text: "Common headers and responses", link: "/reference/common-responses" },
  { text: "Webhook events", link: "/reference/webhook-events" },
];

const title = "Onboarding API";
const description = "Guides, API reference and error reference of the onboarding API.";
const links = (items: DefaultTheme.SidebarItem[]): { text: string; link: string }[] =>
  items.flatMap((item) => [...(item.text && item.link ? [{ text: item.text, link: item.link }] : []), ...links(item.items ?? [])]);

/** The documentation site: served by the API at /docs, built offline, nothing fetched from elsewhere at view time. */
export default defineConfig({
  title,
  description,
  base: "/docs/",
  head: [["link", { rel: "icon", type: "image/svg+xml", href: "/docs/favicon.svg" }]],
  cleanUrls: true,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: "Guides", link: "/guides/quick-start" },
      { text: "API reference", link: "/reference/" },
      { text: "Errors", link: "/errors/" },
    ],
    sidebar: {
      "/reference/": [{ text: "API reference", link: "/reference/" }, ...referencePages, ...reference],
      "/errors/": [{ text: "Error reference", link: "/errors/" }],
      "/": [{ text: "Guides", items: guides }],
    },
    search: { provider: "local" },
    outline: [2, 3],
  },
  // Beside the HTML: a Markdown copy of every page, llms.txt, and the Postman collection of the API.
  buildEnd: (site) =>
    publishForTools({
      srcDir: site.srcDir,
      outDir: site.outDir,
      pages: site.pages,
      title,
      description,
      base: site.site.base,
      sections: [
        { title: "Guides", links: guides },
        {
          title: "API reference",
          links: [{ text: "API reference: every operation", link: "/reference/" }, ...referencePages, ...links(reference)],
        },
        { title: "Errors", links: [{ text: "Error reference: every problem code", link: "/errors/" }] },
      ],
    }),
});
