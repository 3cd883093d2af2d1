import { useTranslation } from "react-i18next";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import ShieldIcon from "@mui/icons-material/Shield";
import { forceFieldDetail, type PortalForceField } from "./portal-force-field.ts";

/** "Portal force field" on a planet whose portal a force field holds, with what it means in the tooltip. */
export function ForceFieldChip({ field }: { readonly field: PortalForceField | null | undefined }) {
  const { t } = useTranslation("planets");
  if (!field) return null;
  return (
    <Tooltip title={forceFieldDetail(field)}>
      <Chip
        size="small"
        color="warning"
        icon={<ShieldIcon />}
        label={t("forceField.chip")}
        aria-label={forceFieldDetail(field)}
        data-testid="portal-force-field-chip"
      />
    </Tooltip>
  );
}
