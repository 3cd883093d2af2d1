/** Empire names: 3-32 characters of letters, digits, spaces, dashes, underscores, apostrophes and dots. */
export const EMPIRE_NAME_MIN = 3;
export const EMPIRE_NAME_MAX = 32;
export const EMPIRE_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} '._-]*$/u;

/** Names compare case-insensitively and ignore repeated inner spaces, so "Nova  Prime" collides with "nova prime". */
export const empireNameKey = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase();

export type EmpireNameProblem = "required" | "too_short" | "too_long" | "bad_characters";

export const checkEmpireName = (raw: string): EmpireNameProblem | null => {
  const name = raw.trim();
  if (name.length === 0) return "required";
  if (name.length < EMPIRE_NAME_MIN) return "too_short";
  if (name.length > EMPIRE_NAME_MAX) return "too_long";
  if (!EMPIRE_NAME_PATTERN.test(name)) return "bad_characters";
  return null;
};
