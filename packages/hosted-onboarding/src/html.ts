/** HTML that is already escaped: what `html` returns, and what it inserts as is. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and quoted attribute values. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false || part === true) {
    return "";
  }
  if (part instanceof SafeHtml) {
    return part.text;
  }
  if (Array.isArray(part)) {
    return part.map(render).join("");
  }
  return escapeHtml(String(part));
};

/**
 * A template of HTML whose every interpolated value is escaped, except what is itself `html` (so pages are composed of
 * pieces without escaping twice). Booleans and absent values render as nothing, so `${cond && html`…`}` works.
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}

/** An attribute present or absent: `${attr("required", field.required)}`. */
export const attr = (name: string, on: boolean | undefined) => new SafeHtml(on ? ` ${name}` : "");
