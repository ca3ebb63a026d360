/** A JSON Schema as the document has it (OpenAPI 3.1), loosely typed. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  default?: unknown;
  description?: string;
  format?: string;
  [key: string]: unknown;
};

export type Components = Record<string, Schema>;

export const refName = (ref: string) => ref.split("/").at(-1) as string;

/** An example value for a schema: its own example, else one built from its parts (first branch of a union). */
export function exampleOf(schema: Schema | undefined, components: Components, depth = 0): unknown {
  if (!schema || depth > 12) {
    return undefined;
  }
  if (schema.$ref) {
    return exampleOf(components[refName(schema.$ref)], components, depth + 1);
  }
  if (schema.example !== undefined) {
    return schema.example;
  }
  if (schema.const !== undefined) {
    return schema.const;
  }
  if (schema.enum) {
    return schema.enum[0];
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    return exampleOf(branches.find((branch) => branch.type !== "null") ?? branches[0], components, depth + 1);
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, components, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== "null") : schema.type;
  switch (type) {
    case "object": {
      const entries = Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property, components, depth + 1)]);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    case "array":
      if (schema.prefixItems) {
        return schema.prefixItems.map((item) => exampleOf(item, components, depth + 1));
      }
      return [exampleOf(schema.items, components, depth + 1)].filter((value) => value !== undefined);
    case "string":
      return schema.default ?? "string";
    case "integer":
    case "number":
      return schema.default ?? 0;
    case "boolean":
      return schema.default ?? true;
    default:
      return undefined;
  }
}

/** A short, readable type of a schema, with links to named schemas. */
export function typeOf(schema: Schema | undefined, link: (name: string) => string): string {
  if (!schema) {
    return "any";
  }
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `[${name}](${link(name)})`;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    return branches.map((branch) => typeOf(branch, link)).join(" \\| ");
  }
  if (schema.enum) {
    return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(", ");
  }
  if (schema.const !== undefined) {
    return `\`${JSON.stringify(schema.const)}\``;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(" \\| ") : schema.type;
  if (type === "array") {
    return schema.prefixItems
      ? `[${schema.prefixItems.map((item) => typeOf(item, link)).join(", ")}]`
      : `array of ${typeOf(schema.items, link)}`;
  }
  return `${type ?? "any"}${schema.format ? ` (${schema.format})` : ""}`;
}
