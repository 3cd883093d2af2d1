import { useState } from "react";
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
  MARKET_TEXT,
  formatPrice,
  goodQuote,
  parseQuantity,
  previewTrade,
  resourceLabel,
  tradeSuccess,
} from "./market-form.ts";
import { useTrade } from "./use-market.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

interface Props {
  readonly galaxyId: string;
  readonly side: TradeSide;
  readonly prices: MarketPrices;
  /** The empire's stocks, for the preview; null while they load. */
  readonly resources: Resources | null;
}

const COPY = {
  buy: {
    title: "Buy Resources",
    intro: "Buy from the galaxy's market. Every unit you take raises the price of the next one.",
    totalLabel: "Total cost",
    button: "Buy",
    pending: "Buying...",
  },
  sell: {
    title: "Sell Resources",
    intro: "Sell to the galaxy's market, less the 2% fee. Every unit you add lowers the price of the next one.",
    totalLabel: "You receive",
    button: "Sell",
    pending: "Selling...",
  },
} as const;

/** A buy or sell panel: a good, a quantity and the live cost or revenue from the rules the server applies. */
export function TradePanel({ galaxyId, side, prices, resources }: Props) {
  const [resource, setResource] = useState<MarketResource>(side === "buy" ? "iron" : "food");
  const [text, setText] = useState(String(DEFAULT_MARKET_QUANTITY));
  const trade = useTrade(galaxyId, side);
  const { notify, notifyError } = useNotify();
  const copy = COPY[side];
  const quantity = parseQuantity(text);
  const preview = previewTrade(side, resource, quantity, prices, resources);
  const quote = goodQuote(prices, resource);
  const held = side === "buy" ? resources?.credits : resources?.[resource];

  const submit = () => {
    if (quantity === null) {
      notify({ severity: "error", title: MARKET_TEXT.invalidTitle, message: MARKET_TEXT.invalidQuantity });
      return;
    }
    trade.mutate(
      { resource, quantity },
      {
        onSuccess: () =>
          notify({
            severity: "success",
            title: MARKET_TEXT.tradeComplete,
            message: tradeSuccess(side, quantity, resource),
          }),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <DashboardSection
      title={copy.title}
      icon={side === "buy" ? <AddShoppingCartIcon /> : <SellIcon />}
      testId={`market-${side}-panel`}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {copy.intro}
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
          label="Resource"
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
          label="Quantity"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={preview.kind === "invalid"}
          helperText={
            preview.kind === "invalid"
              ? MARKET_TEXT.invalidQuantity
              : held !== undefined
                ? `You have ${formatNumber(held)} ${side === "buy" ? "credits" : resource}`
                : " "
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
              {copy.totalLabel}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ fontVariantNumeric: "tabular-nums" }}
              data-testid={`market-${side}-total`}
            >
              {preview.kind === "ok" || (preview.kind === "refused" && preview.total !== null)
                ? `${formatNumber(preview.total ?? 0)} credits`
                : "—"}
            </Typography>
          </Box>
          <Typography variant="body2" color="textSecondary">
            {preview.kind === "ok"
              ? `Average ${formatPrice(preview.pricePerUnit)} per unit`
              : `${side === "buy" ? "Buy" : "Sell"} price now ${formatPrice(side === "buy" ? quote.buy : quote.sell)}`}
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
          {trade.isPending ? copy.pending : `${copy.button} ${resourceLabel(resource)}`}
        </LockableButton>
      </Box>
    </DashboardSection>
  );
}
