/** The list envelope: newest first, with the link to the next (older) page, keeping the caller's filters. */
export function listEnvelope<T>(path: string, query: Record<string, unknown>, items: T[], hasMore: boolean, idOf: (item: T) => string) {
  const last = items.at(-1);
  const backwards = query.ending_before !== undefined;
  let next: string | null = null;
  if (last && (hasMore || backwards)) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && name !== "starting_after" && name !== "ending_before") {
        params.set(name, String(value));
      }
    }
    params.set("starting_after", idOf(last));
    next = `${path}?${params.toString()}`;
  }
  return { data: items, has_more: hasMore, links: { next } };
}
