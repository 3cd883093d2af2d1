import { useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import SellIcon from "@mui/icons-material/Sell";
import type { MarketPrices } from "@nova/contract";
import type { MarketResource, Resources, TradeSide } from "@nova/rules";
import { RESOURCE_VISUALS } from "../../components/resource-visuals.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import {
  DEFAULT_MARKET_QUANTITY,
  MARKET_RESOURCES,
  formatPrice,
  goodQuote,
  parseQuantity,
  previewTrade,
  resourceLabel,
  resourceWord,
  tradeSuccess,
} from "./market-form.ts";
import { useTrade } from "./use-market.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

// Keeps the helper line's height when there is nothing to say.
const EMPTY_HELPER = " ";
// A dash, not a word: no total can be priced.
const NO_TOTAL = "—";

interface Props {
  readonly galaxyId: string;
  readonly side: TradeSide;
  readonly prices: MarketPrices;
  /** The empire's stocks, for the preview; null while they load. */
  readonly resources: Resources | null;
}

/** A buy or sell panel: a good, a quantity and the live cost or revenue from the rules the server applies. */
export function TradePanel({ galaxyId, side, prices, resources }: Props) {
  // The `build` catalogue names the goods.
  const { t } = useTranslation(["market", "build"]);
  const [resource, setResource] = useState<MarketResource>(side === "buy" ? "iron" : "food");
  const [text, setText] = useState(String(DEFAULT_MARKET_QUANTITY));
  const trade = useTrade(galaxyId, side);
  const { notify, notifyError } = useNotify();
  const quantity = parseQuantity(text);
  const preview = previewTrade(side, resource, quantity, prices, resources);
  const quote = goodQuote(prices, resource);
  const held = side === "buy" ? resources?.credits : resources?.[resource];

  const submit = () => {
    if (quantity === null) {
      notify({ severity: "error", title: t("toast.invalidTitle"), message: t("toast.invalidQuantity") });
      return;
    }
    trade.mutate(
      { resource, quantity },
      {
        onSuccess: () =>
          notify({
            severity: "success",
            title: t("toast.tradeComplete"),
            message: tradeSuccess(side, quantity, resource),
          }),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <DashboardSection
      title={t(`trade.${side}.title`)}
      icon={side === "buy" ? <AddShoppingCartIcon /> : <SellIcon />}
      testId={`market-${side}-panel`}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t(`trade.${side}.intro`)}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
      >
        <TextField
          select
          label={t("trade.resource")}
          value={resource}
          onChange={(event) => setResource(event.target.value as MarketResource)}
          slotProps={{ htmlInput: { "data-testid": `market-${side}-resource` } }}
        >
          {MARKET_RESOURCES.map((option) => (
            <MenuItem key={option} value={option}>
              <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
                <Box component="span" sx={{ color: RESOURCE_VISUALS[option].colour, display: "flex" }}>
                  {RESOURCE_VISUALS[option].icon}
                </Box>
                {resourceLabel(option)}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t("trade.quantity")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={preview.kind === "invalid"}
          helperText={
            preview.kind === "invalid"
              ? t("toast.invalidQuantity")
              : held !== undefined
                ? t("trade.youHave", {
                    amount: formatNumber(held),
                    resource: resourceWord(side === "buy" ? "credits" : resource),
                  })
                : EMPTY_HELPER
          }
          slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": `market-${side}-quantity` } }}
        />
        <Box
          data-testid={`market-${side}-preview`}
          sx={{
            gridColumn: "1 / -1",
            p: 1.5,
            borderRadius: 1,
            border: "1px solid",
            borderColor: preview.kind === "refused" ? "warning.main" : "divider",
            display: "flex",
            flexWrap: "wrap",
            alignItems: "baseline",
            justifyContent: "space-between",
            gap: 1,
          }}
        >
          <Box>
            <Typography
              variant="caption"
              color="textSecondary"
              sx={{ textTransform: "uppercase", letterSpacing: "0.08em" }}
            >
              {t(`trade.${side}.totalLabel`)}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ fontVariantNumeric: "tabular-nums" }}
              data-testid={`market-${side}-total`}
            >
              {preview.kind === "ok" || (preview.kind === "refused" && preview.total !== null)
                ? t("trade.total", { amount: formatNumber(preview.total ?? 0) })
                : NO_TOTAL}
            </Typography>
          </Box>
          <Typography variant="body2" color="textSecondary">
            {preview.kind === "ok"
              ? t("trade.average", { price: formatPrice(preview.pricePerUnit) })
              : t(`trade.${side}.priceNow`, { price: formatPrice(side === "buy" ? quote.buy : quote.sell) })}
          </Typography>
          {preview.kind === "refused" && (
            <Typography
              variant="body2"
              color="warning.main"
              sx={{ flexBasis: "100%" }}
              data-testid={`market-${side}-problem`}
            >
              {preview.message}
            </Typography>
          )}
        </Box>
        <LockableButton
          type="submit"
          variant="contained"
          color={side === "buy" ? "primary" : "secondary"}
          disabled={trade.isPending}
          data-testid={`market-${side}-submit`}
          sx={{ gridColumn: "1 / -1", justifySelf: "start", minWidth: 140 }}
        >
          {trade.isPending
            ? t(`trade.${side}.pending`)
            : t(`trade.${side}.button`, { resource: resourceLabel(resource) })}
        </LockableButton>
      </Box>
    </DashboardSection>
  );
}
