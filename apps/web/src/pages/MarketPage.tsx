import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { MarketHistory } from "../features/market/MarketHistory.tsx";
import { PriceCards } from "../features/market/PriceCards.tsx";
import { TradePanel } from "../features/market/TradePanel.tsx";
import { SIDES } from "../features/market/market-form.ts";
import { useMarketPrices } from "../features/market/use-market.ts";

/** /market?galaxyId= (social-and-advanced section 2): price cards, buy and sell panels, transactions and orders. */
export function MarketPage() {
  const { t } = useTranslation("market");
  const { galaxyId, player } = useGameContext();
  if (!galaxyId || !player) return <ErrorState message={t("page.noPlayer")} />;
  return <Market galaxyId={galaxyId} />;
}

function Market({ galaxyId }: { readonly galaxyId: string }) {
  // The panels name the goods from the `build` catalogue: fetched together with `market`.
  const { t } = useTranslation(["market", "build"]);
  const prices = useMarketPrices(galaxyId);
  const player = usePlayerStats(galaxyId);

  const header = <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />;
  if (prices.isPending) {
    return (
      <>
        {header}
        <LoadingState text={t("page.loading")} />
      </>
    );
  }
  if (prices.isError) {
    return (
      <>
        {header}
        <ErrorState message={t("page.loadFailed")} onRetry={() => void prices.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      <Box sx={{ display: "grid", gap: 3, pb: 4 }}>
        <PriceCards prices={prices.data} />
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
          {SIDES.map((side) => (
            <TradePanel
              key={side}
              galaxyId={galaxyId}
              side={side}
              prices={prices.data}
              resources={player.data?.resources ?? null}
            />
          ))}
        </Box>
        <MarketHistory galaxyId={galaxyId} />
      </Box>
    </>
  );
}
