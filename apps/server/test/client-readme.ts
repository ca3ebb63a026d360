import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const EXAMPLES = `${REPO}examples/client-readme.ts`;
const README = `${REPO}packages/client/README.md`;

/** The regions of examples/client-readme.ts, by name, as the client's README shows them (without their indentation). */
export function exampleRegions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of readFileSync(EXAMPLES, "utf8").matchAll(/\n( *)\/\/ #region ([\w-]+)\n([\s\S]*?)\n *\/\/ #endregion \2\n/g)) {
    const [, indent = "", name = "", body = ""] = match;
    found.set(name, body.replaceAll(new RegExp(`^${indent}`, "gm"), ""));
  }
  return found;
}

/** The client README's ```ts blocks, in order. */
export function readmeBlocks(): string[] {
  return [...readFileSync(README, "utf8").matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
}
