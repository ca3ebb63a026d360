import { defineRoute } from "../../http/route.ts";

export const createScreening = defineRoute("createScreening", ({ screenings }) => async ({ context, body }) => ({
  status: 201,
  body: { data: await screenings.create(context, body) },
}));
