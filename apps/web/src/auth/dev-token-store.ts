// Dev sign-in keeps its token in localStorage so a reload stays signed in, like the OIDC user store does.
const KEY = "nova-imperia.dev-token";

export const readDevToken = (): string | null => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

export const writeDevToken = (token: string): void => localStorage.setItem(KEY, token);

export const clearDevToken = (): void => {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to clear.
  }
};
