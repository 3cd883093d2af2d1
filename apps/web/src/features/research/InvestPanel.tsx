import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import SavingsIcon from "@mui/icons-material/Savings";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { failureToast } from "../build/submit-errors.ts";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { DEFAULT_DEPOSIT, RESEARCH_TEXT, depositSuccess, parseDeposit } from "./research-form.ts";
import { useResearchDeposit } from "./use-research.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

const QUICK_AMOUNTS = [1_000, 10_000, 100_000];

/** Invest credits: they leave the treasury now and turn into research points over the coming flips. */
export function InvestPanel({ galaxyId, credits }: { readonly galaxyId: string; readonly credits: number | null }) {
  const [text, setText] = useState(String(DEFAULT_DEPOSIT));
  const [touched, setTouched] = useState(false);
  const deposit = useResearchDeposit(galaxyId);
  const { notify } = useNotify();
  const amount = parseDeposit(text);
  const invalid = touched && amount === null;

  const submit = () => {
    setTouched(true);
    if (amount === null) return;
    deposit.mutate(amount, {
      onSuccess: () => notify({ severity: "success", message: depositSuccess(amount) }),
      onError: (error) => notify(failureToast(error, RESEARCH_TEXT.depositFailed)),
    });
  };

  return (
    <DashboardSection title="Invest Credits" icon={<SavingsIcon />} testId="research-invest">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Credits invested become research points: 10% of what remains is released at every turn flip, each credit worth
        one point times your race&apos;s research bonus. Investments cannot be withdrawn.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", flexWrap: "wrap" }}
      >
        <TextField
          label="Credits to invest"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={invalid}
          helperText={
            invalid
              ? RESEARCH_TEXT.invalidAmount
              : credits !== null
                ? `Treasury: ${formatNumber(credits)} credits`
                : " "
          }
          slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "research-deposit-amount" } }}
          sx={{ flex: "1 1 200px" }}
        />
        <LockableButton
          type="submit"
          variant="contained"
          disabled={deposit.isPending}
          data-testid="research-deposit-submit"
          sx={{ mt: 1 }}
        >
          {deposit.isPending ? "Investing..." : "Invest"}
        </LockableButton>
      </Box>
      <Box sx={{ display: "flex", gap: 1, mt: 1, flexWrap: "wrap" }}>
        {QUICK_AMOUNTS.map((quick) => (
          <Button key={quick} size="small" variant="outlined" onClick={() => setText(String(quick))}>
            {formatNumber(quick)}
          </Button>
        ))}
        {credits !== null && credits > 0 && (
          <Button size="small" variant="outlined" onClick={() => setText(String(Math.floor(credits)))}>
            All
          </Button>
        )}
      </Box>
    </DashboardSection>
  );
}
