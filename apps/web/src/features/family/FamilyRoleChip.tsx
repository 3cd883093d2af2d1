import Chip from "@mui/material/Chip";
import StarIcon from "@mui/icons-material/Star";
import { isFamilyRole } from "@nova/rules";
import { useTranslation } from "react-i18next";

const COLOURS: Readonly<Record<string, "warning" | "success" | "info" | "default" | "error">> = {
  leader: "warning",
  vice_leader: "success",
  fleet_admiral: "info",
  rogue: "error",
};

/** A member's role; the leader's carries a star. */
export function FamilyRoleChip({ role }: { readonly role: string }) {
  const leader = role === "leader";
  const { t } = useTranslation("family");
  return (
    <Chip
      size="small"
      variant={leader ? "filled" : "outlined"}
      color={COLOURS[role] ?? "default"}
      icon={leader ? <StarIcon /> : undefined}
      label={isFamilyRole(role) ? t(`roles.${role}.label`) : role}
      data-testid="family-role-chip"
      data-role={role}
      sx={role === "inactive" ? { opacity: 0.7 } : undefined}
    />
  );
}
