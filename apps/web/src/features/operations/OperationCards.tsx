import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { UNAVAILABLE_OPERATIONS, isSpell, octarineCost, type OperationType } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { OPERATIONS_TEXT, operationDescription, operationLabel } from "./operations-text.ts";

interface Props {
  readonly operations: readonly OperationType[];
  readonly selected: OperationType | null;
  readonly onSelect: (op: OperationType) => void;
  /** The caster's octarine: a spell it cannot pay for is shown disabled. */
  readonly octarine: number;
  /** Label and price only, for the map's dialog (which shows the chosen one's description below). */
  readonly dense?: boolean;
}

/** The race's operations as cards: label, octarine price of a spell, what it does; the chosen one outlined. */
export function OperationCards({ operations, selected, onSelect, octarine, dense = false }: Props) {
  const { t } = useTranslation("operations");
  return (
    <Box
      sx={{
        display: "grid",
        gap: dense ? 1 : 1.5,
        gridTemplateColumns: `repeat(auto-fill, minmax(${dense ? 180 : 210}px, 1fr))`,
      }}
    >
      {operations.map((op) => {
        const cost = octarineCost(op);
        const unbuilt = UNAVAILABLE_OPERATIONS.includes(op);
        const short = isSpell(op) && octarine < cost;
        const disabled = unbuilt || short;
        return (
          <Card
            key={op}
            variant="outlined"
            sx={{ borderColor: selected === op ? "primary.main" : "divider", opacity: disabled ? 0.55 : 1 }}
          >
            <CardActionArea
              disabled={disabled}
              onClick={() => onSelect(op)}
              aria-pressed={selected === op}
              data-testid={`operation-${op}`}
              title={dense ? operationDescription(op) : undefined}
              sx={{
                p: dense ? 1 : 1.5,
                height: "100%",
                display: "flex",
                flexDirection: "column",
                alignItems: "stretch",
                justifyContent: "flex-start",
              }}
            >
              <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{operationLabel(op)}</Typography>
                {isSpell(op) && (
                  <Chip size="small" color={short ? "error" : "secondary"} label={t("cards.octarineCost", { cost })} />
                )}
              </Box>
              {!dense && (
                <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                  {unbuilt ? OPERATIONS_TEXT.notAvailable : operationDescription(op)}
                </Typography>
              )}
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
