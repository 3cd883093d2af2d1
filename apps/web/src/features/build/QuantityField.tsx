import TextField from "@mui/material/TextField";
import { parseQuantity } from "./quantity.ts";

// A number, not words: the same in every language.
const ZERO = "0";

interface Props {
  /** The accessible name (the row already shows the type's name). */
  readonly label: string;
  readonly value: number;
  readonly max: number;
  readonly disabled?: boolean;
  readonly onChange: (value: number) => void;
  readonly testId?: string;
}

/**
 * A quantity input (core-play section 5): whole numbers only, anything invalid becomes 0 (shown empty),
 * values above `max` become `max`.
 */
export function QuantityField({ label, value, max, disabled, onChange, testId }: Props) {
  return (
    <TextField
      size="small"
      value={value === 0 ? "" : String(value)}
      placeholder={ZERO}
      disabled={disabled}
      onChange={(event) => onChange(parseQuantity(event.target.value, max))}
      onFocus={(event) => event.target.select()}
      sx={{ width: 104 }}
      slotProps={{
        htmlInput: { inputMode: "numeric", "aria-label": label, "data-testid": testId, maxLength: 6 },
      }}
    />
  );
}
