import { en } from "./en.ts";
import { es } from "./es.ts";
import type { Locale, Messages } from "./messages.ts";

/** The page's words in each of its languages. */
export const MESSAGES: Record<Locale, Messages> = { en, es };
