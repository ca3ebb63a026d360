import { defineRoute } from "../../http/route.ts";

export const getLiveness = defineRoute("getLiveness", () => async () => ({ status: 200, body: { status: "ok" } }));
