import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { commonResponsesPage } from "./common-responses.ts";
import { type Document, operationsOf } from "./document.ts";
import { errorPages } from "./errors.ts";
import { POSTMAN_FILE } from "./publish-for-tools.ts";
import { operationPage, schemaPage } from "./reference.ts";
import { requiredFieldsPage } from "./required-fields.ts";
import { prose } from "./text.ts";
import { type Webhooks, webhookEventsPage } from "./webhook-events.ts";

/**
 * Writes the generated pages of the site into src/ (ignored by git): one reference page per operation and per
 * schema of the committed OpenAPI document, one page per error code, the tables of required fields (from core's
 * field facts), and the changelog from the changesets.
 * `pnpm docs:build` runs it before VitePress builds.
 */
const SRC = fileURLToPath(new URL("../src/", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const require = createRequire(import.meta.url);
const document = require("@onboarding/openapi/openapi.json") as Document & { webhooks?: Webhooks };
const components = document.components.schemas;

const pages: Record<string, string> = {};
const sidebar: { text: string; collapsed: boolean; items: { text: string; link: string }[] }[] = [];
for (const tag of document.tags) {
  const items = operationsOf(document)
    .filter(({ operation }) => operation.tags.includes(tag.name))
    .map(({ method, path, operation }) => {
      pages[`reference/${operation.operationId}.md`] = operationPage(method, path, operation, components);
      return { text: operation.summary, link: `/reference/${operation.operationId}` };
    });
  if (items.length > 0) {
    sidebar.push({ text: tag.name, collapsed: false, items });
  }
}
for (const [name, schema] of Object.entries(components)) {
  pages[`reference/schemas/${name}.md`] = schemaPage(name, schema, components);
}
const byTag = sidebar.map(
  (group) =>
    `## ${group.text}\n\n${group.items.map((item) => `- [${prose(item.text)}](${item.link.replace("/reference/", "./")})`).join("\n")}\n`,
);
pages["reference/index.md"] = `# API reference

Every operation of the API, generated from its OpenAPI document (also served by the API at \`/openapi.json\` and
\`/openapi.yaml\`). Each page starts with a \`curl\` and a typed-client example, then the request's fields (type,
required, rules), its parameters, the success response with an example, and every status the operation can answer.
The headers and error responses all operations share are on one page: [Common headers and responses](./common-responses).
The events a webhook subscription receives, with their payloads, are on [Webhook events](./webhook-events).
The schemas are under [Schemas](./schemas/Application).

To try the API from a tool, import the [Postman collection](/${POSTMAN_FILE}) (Postman v2.1,
also read by Bruno and Insomnia): one request per operation, authenticated with your client id and secret. For coding
assistants, [llms.txt](/llms.txt) maps the site, and every page has a Markdown copy (its address with \`.md\`).

${byTag.join("\n")}
## Schemas

${Object.keys(components)
  .map((name) => `[${name}](./schemas/${name})`)
  .join(" · ")}
`;
pages["reference/common-responses.md"] = commonResponsesPage(
  document,
  operationsOf(document).map(({ operation }) => operation),
);
pages["reference/webhook-events.md"] = webhookEventsPage(document);
Object.assign(pages, errorPages());
pages["reference/required-fields.md"] = requiredFieldsPage();

const changesets = readdirSync(join(ROOT, ".changeset"))
  .filter((file) => file.endsWith(".md") && file !== "README.md")
  .map((file) =>
    readFileSync(join(ROOT, ".changeset", file), "utf8")
      .replace(/^---[\s\S]*?---\s*/, "")
      .trim(),
  );
const released = ["packages/client/CHANGELOG.md", "packages/core/CHANGELOG.md"]
  .map((file) => join(ROOT, file))
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, "utf8").replace(/^# .*\n/, ""));
pages["changelog.md"] = `# Changelog

The published packages (\`@onboarding/core\`, \`@onboarding/openapi\`, \`@onboarding/client\`) share one version, which is
also the API document's version. Within a major version, changes are additive.

## Unreleased

${changesets.map((entry) => `- ${prose(entry).replaceAll("\n", "\n  ")}`).join("\n")}

${released.join("\n")}`;

for (const dir of ["reference", "errors"]) {
  rmSync(join(SRC, dir), { recursive: true, force: true });
}
for (const [path, content] of Object.entries(pages)) {
  mkdirSync(dirname(join(SRC, path)), { recursive: true });
  writeFileSync(join(SRC, path), content);
}
writeFileSync(join(SRC, ".vitepress/reference-sidebar.json"), `${JSON.stringify(sidebar, null, 2)}\n`);
process.stdout.write(`generated ${Object.keys(pages).length} pages\n`);
