import { i18n } from "../../i18n/i18n.ts";
export interface EmpireForm {
  readonly galaxyId: string | undefined;
  readonly username: string;
  readonly race: string;
}

/** Core-play section 5: the form-level checks before the server has its say; null when the form may go. */
export const validateEmpireForm = (form: EmpireForm): string | null => {
  if (!form.galaxyId) return i18n.t("empire:create.missingGalaxy");
  if (form.username.trim() === "" || form.race === "") return i18n.t("empire:create.incomplete");
  return null;
};
