import { defineRoute } from "../../http/route.ts";

export const listProducts = defineRoute("listProducts", ({ catalog }) => async ({ context }) => ({
  status: 200,
  body: { data: await catalog.list(context.db), has_more: false, links: { next: null } },
}));
