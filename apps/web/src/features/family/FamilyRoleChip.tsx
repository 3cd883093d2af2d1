import Chip from "@mui/material/Chip";
import StarIcon from "@mui/icons-material/Star";
import { familyRoleLabel } from "@nova/rules";

const COLOURS: Readonly<Record<string, "warning" | "success" | "info" | "default" | "error">> = {
  leader: "warning",
  vice_leader: "success",
  fleet_admiral: "info",
  rogue: "error",
};

/** A member's role; the leader's carries a star. */
export function FamilyRoleChip({ role }: { readonly role: string }) {
  const leader = role === "leader";
  return (
    <Chip
      size="small"
      variant={leader ? "filled" : "outlined"}
      color={COLOURS[role] ?? "default"}
      icon={leader ? <StarIcon /> : undefined}
      label={familyRoleLabel(role)}
      data-testid="family-role-chip"
      data-role={role}
      sx={role === "inactive" ? { opacity: 0.7 } : undefined}
    />
  );
}
