import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { postmanCollection } from "./postman.ts";

const require = createRequire(import.meta.url);

/** A link of the site's navigation: its text and its clean URL under the base (`/guides/quick-start`). */
export type NavLink = { text: string; link: string };

/** What the build hands over: where the site's sources and output are, its pages and its navigation. */
export type Site = {
  srcDir: string;
  outDir: string;
  pages: string[];
  title: string;
  description: string;
  base: string;
  sections: { title: string; links: NavLink[] }[];
};

/** The file name of the Postman collection, at the root of the site. */
export const POSTMAN_FILE = "onboarding-api.postman_collection.json";

/** The lines of a region of a file (`// #region name` … `// #endregion name`), or all of it. */
function region(text: string, name: string | undefined): string {
  if (!name) {
    return text;
  }
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.includes(`#region ${name}`));
  const end = lines.findIndex((line, index) => index > start && line.includes(`#endregion ${name}`));
  if (start < 0 || end < 0) {
    return text;
  }
  // Dedented as VitePress shows it.
  const kept = lines.slice(start + 1, end);
  const indent = Math.min(...kept.filter((line) => line.trim() !== "").map((line) => line.length - line.trimStart().length));
  return kept.map((line) => line.slice(indent)).join("\n");
}

/**
 * A page's Markdown as a reader without VitePress sees it: no front matter, code snippets and includes inlined,
 * components and container syntax reduced to plain Markdown.
 */
export function plainMarkdown(source: string, file: string, srcDir: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/^<<< @\/(\S+?)(?:#([\w-]+))?(?:\{(\w+)\})?$/gm, (_, path: string, name?: string, lang?: string) => {
      const code = region(readFileSync(join(srcDir, path), "utf8"), name).trimEnd();
      return `\`\`\`${lang ?? ""}\n${code}\n\`\`\``;
    })
    .replace(/<!--@include: (\S+?)-->/g, (_, path: string) =>
      plainMarkdown(readFileSync(join(dirname(file), path), "utf8"), join(dirname(file), path), srcDir),
    )
    .replace(/<Badge type="\w+" text="([^"]*)" \/>/g, "**$1**")
    .replace(/^::: ?code-group\n|^:::\n/gm, "")
    .replace(/^(```\w+) \[[^\]]*\]$/gm, "$1")
    .replace(/ \{#[\w-]+\}$/gm, "");
}

/** llms.txt (llmstxt.org): the site's map for coding assistants, each link to a page's Markdown copy. */
export function llmsTxt(site: Site): string {
  const sections = site.sections.map(
    (section) =>
      `## ${section.title}\n\n${section.links.map((link) => `- [${link.text}](${site.base}${link.link.replace(/^\//, "").replace(/\/$/, "/index")}.md)`).join("\n")}\n`,
  );
  return `# ${site.title}

> ${site.description}

Every page of this site is also Markdown at its address followed by \`.md\` (as linked below). The API's OpenAPI
document is at \`/openapi.json\` (and \`/openapi.yaml\`); a Postman collection of it is at \`${site.base}${POSTMAN_FILE}\`.
Errors are RFC 9457 problems whose \`type\` is the address of their page in the error reference.

${sections.join("\n")}`;
}

/**
 * Writes, beside the built HTML: a Markdown copy of every page, llms.txt, and the Postman collection of the OpenAPI
 * document. Run by the site's build when it ends.
 */
export function publishForTools(site: Site): void {
  for (const page of site.pages) {
    const file = join(site.srcDir, page);
    const target = join(site.outDir, page);
    mkdirSync(dirname(target), { recursive: true });
    const markdown = plainMarkdown(readFileSync(file, "utf8"), file, site.srcDir);
    // The home page is all front matter (its hero and features): its copy is the site's map.
    writeFileSync(target, markdown.trim() === "" ? llmsTxt(site) : markdown);
  }
  writeFileSync(join(site.outDir, "llms.txt"), llmsTxt(site));
  const document = require("@onboarding/openapi/openapi.json") as Parameters<typeof postmanCollection>[0];
  writeFileSync(join(site.outDir, POSTMAN_FILE), `${JSON.stringify(postmanCollection(document), null, 2)}\n`);
}
