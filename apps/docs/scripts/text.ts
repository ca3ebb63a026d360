/** Text for Markdown outside code: no HTML or Vue interpolation can come from the document. */
export const prose = (text = "") => text.replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("{{", "{ {");

/** Text for one cell of a Markdown table: prose on one line, its pipes escaped. */
export const cell = (text = "") => prose(text).replaceAll("\n", " ").replaceAll("|", "\\|");

/** A JSON code block of a value. */
export const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;
