import { HealthSchema } from "@onboarding/core";
import { defineOperation, ok, problem } from "../operation.ts";

export const getLiveness = defineOperation({
  operationId: "getLiveness",
  method: "get",
  path: "/health/live",
  summary: "Liveness",
  description: "Answers 200 while the process serves requests.",
  tags: ["Health"],
  auth: { type: "none" },
  responses: { 200: ok("The process is alive.", HealthSchema) },
});

export const getReadiness = defineOperation({
  operationId: "getReadiness",
  method: "get",
  path: "/health/ready",
  summary: "Readiness",
  description:
    "Answers 200 when the database answers, 503 otherwise (as application/problem+json, with Retry-After, as every 503; its body is the same Health object); `checks` names each dependency. Redis, when the rate limits use it, is `degraded` while it does not answer, and the instance stays ready: the limits count per instance meanwhile. `screening`, when sanctions or PEP list sources are configured, is `degraded` while a source has no version in force or its last load was refused (its last good version stays in force, and the instance stays ready).",
  tags: ["Health"],
  auth: { type: "none" },
  responses: { 200: ok("Ready to serve.", HealthSchema), 503: { ...problem(503), schema: HealthSchema } },
});
