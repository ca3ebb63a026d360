import type { ListedName } from "./entry.ts";

/** Names in order, each once: a name given both as a strong and as a weak alias stays strong. */
export function uniqueNames(names: ListedName[]): ListedName[] {
  const seen = new Map<string, ListedName>();
  for (const name of names) {
    const existing = seen.get(name.name);
    if (existing === undefined) {
      seen.set(name.name, { ...name });
    } else if (!name.weak) {
      existing.weak = false;
    }
  }
  return [...seen.values()];
}
