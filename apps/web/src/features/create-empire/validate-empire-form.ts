export interface EmpireForm {
  readonly galaxyId: string | undefined;
  readonly username: string;
  readonly race: string;
}

/** Core-play section 5: the form-level checks before the server has its say; null when the form may go. */
export const validateEmpireForm = (form: EmpireForm): string | null => {
  if (!form.galaxyId) return "Galaxy ID is missing";
  if (form.username.trim() === "" || form.race === "") return "Please enter a username and select a race";
  return null;
};
