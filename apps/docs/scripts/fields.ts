import { type Components, refName, type Schema, typeOf } from "./examples.ts";
import { cell } from "./text.ts";

/** One row of a request body's field table: a dotted path into the body and what the document says of it. */
type Field = { path: string; schema: Schema; required: boolean };

const MAX_DEPTH = 3;

/** The schema a reference points to (with the reference's own description kept), else the schema itself. */
const resolve = (schema: Schema, components: Components): Schema =>
  schema.$ref ? { ...components[refName(schema.$ref)], ...(schema.description ? { description: schema.description } : {}) } : schema;

/** `X | null` as X: a nullable field's rules are those of its non-null branch. */
function nonNull(schema: Schema, components: Components): Schema {
  const resolved = resolve(schema, components);
  const branches = resolved.anyOf ?? resolved.oneOf;
  const kept = branches?.filter((branch) => branch.type !== "null");
  if (branches && kept?.length === 1 && kept[0]) {
    const inner = resolve(kept[0], components);
    return { ...inner, description: resolved.description ?? inner.description };
  }
  return resolved;
}

/** The fields of an object schema, nested objects flattened to dotted paths (a few levels deep). */
function fieldsOf(schema: Schema, components: Components, prefix: string, parentRequired: boolean, depth: number): Field[] {
  const object = nonNull(schema, components);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const required = parentRequired && (object.required?.includes(name) ?? false);
    const inner = nonNull(property, components);
    const row = { path, schema: property, required };
    return inner.properties && depth < MAX_DEPTH ? [row, ...fieldsOf(inner, components, `${path}.`, required, depth + 1)] : [row];
  });
}

/** The validation rules of a field, in words: format, pattern, lengths, bounds, allowed values. */
export function rulesOf(schema: Schema | undefined, components: Components): string {
  if (!schema) {
    return "";
  }
  const field = nonNull(schema, components);
  const rules: string[] = [];
  const add = (label: string, key: string) => {
    if (field[key] !== undefined) {
      rules.push(`${label} ${String(field[key])}`);
    }
  };
  if (field.format) {
    rules.push(`format ${field.format}`);
  }
  add("min length", "minLength");
  add("max length", "maxLength");
  add("min", "minimum");
  add("max", "maximum");
  add("min items", "minItems");
  add("max items", "maxItems");
  if (field.enum) {
    const values = field.enum.map((value) => `\`${JSON.stringify(value)}\``);
    rules.push(values.length > 12 ? `one of ${values.length} values (${values.slice(0, 3).join(", ")}, …)` : `one of ${values.join(", ")}`);
  }
  if (typeof field.pattern === "string") {
    rules.push(`pattern \`${field.pattern.replaceAll("`", "'")}\``);
  }
  return cell(rules.join("; "));
}

/** A field's type: a named schema as a link; an inline enum as its base type (its values are in the rules). */
function typeColumn(schema: Schema, components: Components, link: (name: string) => string): string {
  const inner = nonNull(schema, components);
  const branches = schema.anyOf ?? schema.oneOf;
  const named = schema.$ref ?? branches?.find((branch) => branch.type !== "null")?.$ref;
  if (named || !inner.enum) {
    return typeOf(schema, link);
  }
  const nullable = branches?.some((branch) => branch.type === "null") ? " \\| null" : "";
  return `${typeof inner.type === "string" ? inner.type : "string"}${nullable}`;
}

/**
 * The field table of a request body: field, type, required, rules, description. A union body (one variant per
 * `application_type`, say) has one table per variant. In a merge patch every field is optional.
 */
export function fieldTables(body: Schema | undefined, components: Components, link: (name: string) => string, mergePatch: boolean): string {
  if (!body) {
    return "";
  }
  const resolved = resolve(body, components);
  const branches = resolved.oneOf ?? resolved.anyOf;
  const variants = branches && !resolved.properties ? branches : [body];
  return variants
    .map((variant) => {
      const heading = variants.length > 1 && variant.$ref ? `**${refName(variant.$ref)}** (${typeOf(variant, link)})\n\n` : "";
      const rows = fieldsOf(variant, components, "", true, 0).map(({ path, schema, required }) => {
        const type = typeColumn(schema, components, link);
        const need = mergePatch ? "optional" : required ? "**yes**" : "no";
        const description = cell(schema.description ?? nonNull(schema, components).description);
        return `| \`${path}\` | ${type} | ${need} | ${rulesOf(schema, components)} | ${description} |`;
      });
      return `${heading}| field | type | required | rules | description |\n|---|---|---|---|---|\n${rows.join("\n")}\n`;
    })
    .join("\n");
}
