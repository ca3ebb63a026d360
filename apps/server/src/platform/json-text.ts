/**
 * A body already serialised, as JSON text of type T: stored views of resources are spliced into a response as they
 * are, never parsed and serialised again. `T` is what the text holds, so a route's result is still checked against
 * the contract's schema.
 */
export class JsonText<T> {
  declare readonly holds?: T;
  constructor(readonly text: string) {}

  /** Inside a value that is serialised whole (not through `jsonOf`), the text is a value again. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** The text of a body: as it is when already serialised. */
export const jsonOf = (body: unknown): string => (body instanceof JsonText ? body.text : JSON.stringify(body));

/** `{ "data": item }` around an item already serialised. */
export const dataJson = <T>(item: JsonText<T>): JsonText<{ data: T }> => new JsonText(`{"data":${item.text}}`);
