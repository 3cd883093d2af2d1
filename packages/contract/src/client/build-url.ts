/** Fills a `:param` path template; values are URI-encoded so ids with colons or spaces stay one segment. */
export const fillPath = (template: string, params: Readonly<Record<string, unknown>>): string =>
  template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });

/** A query string (with its leading "?") from a flat object, skipping absent values; "" when empty. */
export const queryString = (query: Readonly<Record<string, unknown>>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
};

/**
 * A route's path and query as the typed client asks for it (api-client.ts): the server keeps answers under this very
 * text (the dashboard's parts, kept for their own routes' polls), so both must build it here.
 */
export const routeUrl = (
  route: { readonly path: string },
  input: { readonly params?: Readonly<Record<string, unknown>>; readonly query?: Readonly<Record<string, unknown>> },
): string => `${fillPath(route.path, input.params ?? {})}${queryString(input.query ?? {})}`;
