/** The browser's own IANA zone: the default until the player picks one on the account page. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
};

/** Every zone this browser knows, for the account page's picker. */
export const knownTimeZones = (): string[] => {
  const withUtc = (list: string[]) => (list.includes("UTC") ? list : ["UTC", ...list]);
  try {
    return withUtc(Intl.supportedValuesOf("timeZone"));
  } catch {
    return ["UTC"];
  }
};
