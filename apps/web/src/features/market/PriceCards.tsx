import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import StorefrontIcon from "@mui/icons-material/Storefront";
import type { MarketPrices } from "@nova/contract";
import type { MarketResource } from "@nova/rules";
import { Fact } from "../../components/Fact.tsx";
import { RESOURCE_VISUALS } from "../../components/resource-visuals.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { MARKET_RESOURCES, formatPrice, goodQuote, resourceLabel } from "./market-form.ts";
import { LocalTime } from "../local-time/LocalTime.tsx";

/** One card per good: the market price large, what buyers pay and sellers get, and the market's stock. */
function PriceCard({ prices, resource }: { readonly prices: MarketPrices; readonly resource: MarketResource }) {
  const { t } = useTranslation("market");
  const visual = RESOURCE_VISUALS[resource];
  const quote = goodQuote(prices, resource);
  return (
    <Card data-testid={`market-price-card-${resource}`} sx={{ position: "relative", overflow: "hidden" }}>
      <Box
        aria-hidden
        sx={{
          position: "absolute",
          right: -18,
          top: -18,
          width: 96,
          height: 96,
          borderRadius: "50%",
          background: `radial-gradient(circle, ${visual.colour}40, transparent 70%)`,
        }}
      />
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: visual.colour, mb: 1, fontSize: 22 }}>
          {visual.icon}
          <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
            {resourceLabel(resource)}
          </Typography>
        </Box>
        <Box sx={{ display: "flex", alignItems: "baseline", gap: 0.75 }}>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 700, fontVariantNumeric: "tabular-nums", fontSize: { xs: "1.6rem", sm: undefined } }}
            data-testid={`market-price-${resource}`}
          >
            {formatPrice(quote.price)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t("prices.credits")}
          </Typography>
        </Box>
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1.5, mt: 1.5 }}>
          <Fact label={t("prices.buy")} value={formatPrice(quote.buy)} testId={`market-buy-price-${resource}`} />
          <Fact label={t("prices.sell")} value={formatPrice(quote.sell)} testId={`market-sell-price-${resource}`} />
        </Box>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1.5 }}>
          {t("prices.stock", { stock: formatNumber(Math.floor(quote.stock)) })}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The market's activity: trades so far and the latest one's time. */
function ActivityCard({ prices }: { readonly prices: MarketPrices }) {
  const { t } = useTranslation("market");
  return (
    <Card data-testid="market-activity" sx={{ gridColumn: { xs: "1 / -1", lg: "auto" } }}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "primary.main", mb: 1, fontSize: 22 }}>
          <StorefrontIcon fontSize="inherit" />
          <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
            {t("prices.activity")}
          </Typography>
        </Box>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, fontVariantNumeric: "tabular-nums" }}
          data-testid="market-total-trades"
        >
          {formatNumber(prices.totalTrades)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t("prices.totalTrades")}
        </Typography>
        <Box sx={{ mt: 1.5 }}>
          <Fact
            label={t("prices.lastTrade")}
            value={prices.lastTradeAt ? <LocalTime value={prices.lastTradeAt} /> : t("prices.noTrades")}
            testId="market-last-trade"
          />
        </Box>
      </CardContent>
    </Card>
  );
}

/** The price cards (social-and-advanced section 2): prices with two decimals, total trades, last trade. */
export function PriceCards({ prices }: { readonly prices: MarketPrices }) {
  // The `build` catalogue names the goods.
  useTranslation(["market", "build"]);
  return (
    <Box
      data-testid="market-prices"
      sx={{
        display: "grid",
        gap: 2,
        // Two across even on a phone: one card per row pushed the buy and sell panels four screens down.
        gridTemplateColumns: { xs: "1fr 1fr", lg: "repeat(5, 1fr)" },
      }}
    >
      {MARKET_RESOURCES.map((resource) => (
        <PriceCard key={resource} prices={prices} resource={resource} />
      ))}
      <ActivityCard prices={prices} />
    </Box>
  );
}
