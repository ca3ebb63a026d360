import { JsonText } from "../platform/json-text.ts";

/** The link to the next (older) page after the item `lastId`, keeping the caller's filters; null at the end. */
function nextLink(path: string, query: Record<string, unknown>, lastId: string | undefined, hasMore: boolean): string | null {
  const backwards = query.ending_before !== undefined;
  let next: string | null = null;
  if (lastId !== undefined && (hasMore || backwards)) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && name !== "starting_after" && name !== "ending_before") {
        params.set(name, String(value));
      }
    }
    params.set("starting_after", lastId);
    next = `${path}?${params.toString()}`;
  }
  return next;
}

/** The list envelope: newest first, with the link to the next (older) page, keeping the caller's filters. */
export function listEnvelope<T>(path: string, query: Record<string, unknown>, items: T[], hasMore: boolean, idOf: (item: T) => string) {
  const last = items.at(-1);
  return { data: items, has_more: hasMore, links: { next: nextLink(path, query, last && idOf(last), hasMore) } };
}

/** The same envelope around items already serialised (stored views), as JSON text. */
export function listEnvelopeJson<T>(
  path: string,
  query: Record<string, unknown>,
  items: readonly { id: string; json: JsonText<T> }[],
  hasMore: boolean,
): JsonText<{ data: T[]; has_more: boolean; links: { next: string | null } }> {
  const rest = JSON.stringify({ has_more: hasMore, links: { next: nextLink(path, query, items.at(-1)?.id, hasMore) } });
  return new JsonText(`{"data":[${items.map((item) => item.json.text).join(",")}],${rest.slice(1)}`);
}
