import { CreateScreeningSchema, dataOf, ScreeningSchema } from "@onboarding/core";
import { bearerErrors, defineOperation, JSON_TYPE, ok } from "../operation.ts";

export const createScreening = defineOperation({
  operationId: "createScreening",
  method: "post",
  path: "/v1/screenings",
  summary: "Screen a name against the sanctions and PEP lists",
  description:
    "Screens one name, at once, against the list versions in force (the platform's configured sanctions lists — OFAC, the UN Security Council — and politically exposed persons): a person against listed persons only, an organization against organisations. `data.matches` holds every entry whose name reached the threshold, the best first, with the entry's id, the name that matched, the score and what the date of birth and country confirmed or contradicted; empty when nothing did. The answer names the list versions used. The request is audited; the name and details are stored only encrypted and are not echoed. 503 while no list is loaded.",
  tags: ["Screenings"],
  auth: { type: "bearer", scopes: ["screenings:write"] },
  idempotent: true,
  request: { body: { schema: CreateScreeningSchema, contentTypes: [JSON_TYPE] } },
  responses: {
    201: ok("The screening and its matches.", dataOf(ScreeningSchema, "ScreeningResponse")),
    ...bearerErrors(413, 415, 422),
  },
});
