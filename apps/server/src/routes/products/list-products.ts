import { defineRoute } from "../../http/route.ts";

export const listProducts = defineRoute("listProducts", ({ catalog }) => async ({ db }) => ({
  status: 200,
  body: { data: await catalog.list(db), has_more: false, links: { next: null } },
}));
