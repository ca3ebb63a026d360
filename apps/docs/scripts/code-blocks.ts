/**
 * The TypeScript examples of the site's pages, as modules a compiler can check. Every ```ts (or ```typescript) block
 * of a page is a module of its own, except a block right after a `<!-- continues -->` line: it goes on from the
 * block before it (the quick start's steps use the client its first block built), so it joins that block's module.
 */
export const CONTINUES = "<!-- continues -->";

/** One module: its source, and where each of its lines comes from (page line of the module's line 1 + offset). */
export interface ExampleModule {
  /** The page and the line of its first block, for messages: guides/webhooks.md:89. */
  name: string;
  source: string;
  /** For each block in the module: its first line in the module (0-based) and on the page (1-based). */
  blocks: { moduleLine: number; pageLine: number }[];
}

const FENCE = /^```(?:ts|typescript)(?:\s[^\n]*)?$/;

/** The TypeScript blocks of a Markdown page: each block's code, its first line on the page, and whether it continues. */
export function typescriptBlocks(markdown: string): { code: string; pageLine: number; continues: boolean }[] {
  const lines = markdown.split("\n");
  const blocks: { code: string; pageLine: number; continues: boolean }[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!FENCE.test(lines[index] ?? "")) {
      continue;
    }
    const end = lines.findIndex((line, at) => at > index && line === "```");
    if (end < 0) {
      throw new Error(`A code block opened on line ${index + 1} is never closed`);
    }
    const before = lines.slice(0, index).findLast((line) => line.trim() !== "");
    blocks.push({ code: lines.slice(index + 1, end).join("\n"), pageLine: index + 2, continues: before?.trim() === CONTINUES });
    index = end;
  }
  return blocks;
}

/** The modules of a page named `page` (its path under the site's source): a block that continues joins the one before. */
export function exampleModules(page: string, markdown: string): ExampleModule[] {
  const modules: ExampleModule[] = [];
  for (const block of typescriptBlocks(markdown)) {
    const previous = modules.at(-1);
    if (block.continues) {
      if (!previous) {
        throw new Error(`${page}:${block.pageLine}: ${CONTINUES} before the page's first TypeScript block`);
      }
      previous.blocks.push({ moduleLine: previous.source.split("\n").length, pageLine: block.pageLine });
      previous.source += `\n${block.code}`;
    } else {
      modules.push({ name: `${page}:${block.pageLine}`, source: block.code, blocks: [{ moduleLine: 0, pageLine: block.pageLine }] });
    }
  }
  return modules;
}

/** The page line of a module's line (0-based), for a compiler message. */
export function pageLineOf(module: ExampleModule, line: number): number {
  const block = module.blocks.findLast((candidate) => candidate.moduleLine <= line) ?? module.blocks[0];
  return (block?.pageLine ?? 0) + line - (block?.moduleLine ?? 0);
}
