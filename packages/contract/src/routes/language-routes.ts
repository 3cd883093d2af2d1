import { AccountLanguageSchema, LanguageChoiceSchema } from "../schemas/language.ts";
import { none, route } from "./route.ts";

/** Issue 15: the language an account speaks, the same on every device. */
export const languageRoutes = {
  accountLanguage: route({
    method: "GET",
    path: "/account/language",
    auth: true,
    mutates: false,
    params: none,
    query: none,
    body: none,
    response: AccountLanguageSchema,
    refusals: [],
  }),
  setAccountLanguage: route({
    method: "PUT",
    path: "/account/language",
    auth: true,
    mutates: false,
    params: none,
    query: none,
    body: LanguageChoiceSchema,
    response: AccountLanguageSchema,
    refusals: [],
  }),
};
