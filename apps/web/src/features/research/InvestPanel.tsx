import { useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import SavingsIcon from "@mui/icons-material/Savings";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { failureToast } from "../build/submit-errors.ts";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { DEFAULT_DEPOSIT, depositSuccess, parseDeposit } from "./research-form.ts";
import { useResearchDeposit } from "./use-research.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

// Keeps the helper line's height when there is nothing to say.
const EMPTY_HELPER = " ";

const QUICK_AMOUNTS = [1_000, 10_000, 100_000];

/** Invest credits: they leave the treasury now and turn into research points over the coming flips. */
export function InvestPanel({ galaxyId, credits }: { readonly galaxyId: string; readonly credits: number | null }) {
  const { t } = useTranslation("research");
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
      onError: (error) => notify(failureToast(error, t("invest.failed"))),
    });
  };

  return (
    <DashboardSection title={t("invest.title")} icon={<SavingsIcon />} testId="research-invest">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t("invest.intro")}
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
          label={t("invest.label")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={invalid}
          helperText={
            invalid
              ? t("invest.invalidAmount")
              : credits !== null
                ? t("invest.treasury", { credits: formatNumber(credits) })
                : EMPTY_HELPER
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
          {deposit.isPending ? t("invest.investing") : t("invest.invest")}
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
            {t("invest.all")}
          </Button>
        )}
      </Box>
    </DashboardSection>
  );
}
