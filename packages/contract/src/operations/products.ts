import { listOf, ProductSchema } from "@onboarding/core";
import { bearerErrors, defineOperation, ok } from "../operation.ts";

export const listProducts = defineOperation({
  operationId: "listProducts",
  method: "get",
  path: "/v1/products",
  summary: "List the product catalog",
  description:
    "Every product an application's account_to_open may name, with the asset types each allows. Any valid access token may read it, whatever its scopes. The catalog is small: one page holds it all.",
  tags: ["Products"],
  auth: { type: "bearer", scopes: [] },
  responses: { 200: ok("The catalog.", listOf(ProductSchema, "ProductList")), ...bearerErrors() },
});
