import { CorporateIndividualSchema, CorporationApplicationSchema, IndividualApplicationSchema, requiredFieldsOf } from "@onboarding/core";

/**
 * The tables of fields needed before submission, computed from the field facts of core's schemas (the same facts the
 * service's requirements come from): included by the requirements guide.
 */
export function requiredFieldsPage(): string {
  const table = (schema: Parameters<typeof requiredFieldsOf>[0], base: string) => {
    const rows = requiredFieldsOf(schema, base).map((field) => {
      const when = field.required_when ? `when \`${field.required_when.pointer}\` is ${field.required_when.value}` : "always";
      const who = field.provided_by === "INTEGRATOR" ? "integrator" : "end customer";
      return `| \`${field.pointer}\` | ${field.title} | ${when} | ${who} | ${field.sensitive ? "yes" : ""} |`;
    });
    return ["| field | name | required | given by | sensitive |", "| --- | --- | --- | --- | --- |", ...rows].join("\n");
  };
  return `### A person (INDIVIDUAL)

${table(IndividualApplicationSchema, "/customer_details")}

### A corporation (CORPORATION)

${table(CorporationApplicationSchema, "/customer_details")}

### Each person of a corporation

${table(CorporateIndividualSchema, "/individuals/{id}")}
`;
}
