// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { MarketPrices } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";
import { previewTrade } from "./market-form.ts";
import { PriceCards } from "./PriceCards.tsx";

afterEach(cleanup);

const prices: MarketPrices = {
  foodPrice: 0.2,
  foodBuy: 0.21,
  foodSell: 0.1862,
  foodStock: 5_000_000,
  ironPrice: 1234.5,
  ironBuy: 15.75,
  ironSell: 13.965,
  ironStock: 100_000,
  enduriumPrice: 16.5,
  enduriumBuy: 17.325,
  enduriumSell: 15.3615,
  enduriumStock: 80,
  octarinePrice: 15,
  octarineBuy: 15.75,
  octarineSell: 13.965,
  octarineStock: 50_000,
  totalTrades: 0,
  lastTradeAt: null,
};

describe("PriceCards", () => {
  it("shows the English names and prices", () => {
    render(<PriceCards prices={prices} />);
    expect(screen.getByText("Octarine")).toBeTruthy();
    expect(screen.getByTestId("market-price-iron").textContent).toBe("1,234.50");
    expect(screen.getByText("No trades yet")).toBeTruthy();
  });

  it("speaks German: goods, labels, prices and the market's refusals", async () => {
    await i18n.changeLanguage("de");
    try {
      render(<PriceCards prices={prices} />);
      expect(screen.getByText("Oktarin")).toBeTruthy();
      expect(screen.getByText("Eisen")).toBeTruthy();
      expect(screen.getByTestId("market-price-iron").textContent).toBe("1.234,50");
      expect(screen.getByText("Noch kein Handel")).toBeTruthy();
      expect(screen.getByText("Marktbestand: 100.000")).toBeTruthy();
      expect(screen.queryByText("Octarine")).toBeNull();
      expect(screen.queryByText("No trades yet")).toBeNull();
      expect(previewTrade("buy", "endurium", 100, prices, null)).toMatchObject({
        message: "Der Markt hat nur 80 Endurium: 100 können nicht gekauft werden",
      });
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
