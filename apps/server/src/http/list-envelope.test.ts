import { expect, test } from "vitest";
import { JsonText } from "../platform/json-text.ts";
import { listEnvelope, listEnvelopeJson } from "./list-envelope.ts";

test("a page of stored views, spliced as text, is the envelope the values would make", () => {
  const items = [
    { id: "app_2", name: 'quote " and \\ backslash', nested: { list: [1, null] } },
    { id: "app_1", name: "é ✓", nested: { list: [] } },
  ];
  const views = items.map((item) => ({ id: item.id, json: new JsonText<typeof item>(JSON.stringify(item)) }));
  for (const query of [{ limit: 2 }, { limit: 2, status: "SUBMITTED", ending_before: "app_9" }]) {
    for (const hasMore of [true, false]) {
      const expected = listEnvelope("/v1/applications", query, items, hasMore, (item) => item.id);
      const text = listEnvelopeJson("/v1/applications", query, views, hasMore).text;
      expect(JSON.parse(text)).toEqual(expected);
      expect(text).toBe(JSON.stringify(expected));
    }
  }
  expect(JSON.parse(listEnvelopeJson("/v1/applications", {}, [], false).text)).toEqual({
    data: [],
    has_more: false,
    links: { next: null },
  });
});
