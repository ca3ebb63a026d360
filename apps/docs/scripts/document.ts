import type { Components, Schema } from "./examples.ts";

/** The OpenAPI document's types as the site's scripts read it (loosely: only what they use). */
export type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
export type Response = {
  description: string;
  headers?: Record<string, { description?: string; schema?: Schema }>;
  content?: Record<string, { schema?: Schema }>;
};
export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
};
export type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Components };
  tags: { name: string; description: string }[];
};

/** Every operation of the document, with its path and method, in the document's order. */
export const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
