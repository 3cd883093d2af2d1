import { describe, expect, it } from "vitest";
import type { MarketPrices } from "@nova/contract";
import { buyCost, sellRevenue } from "@nova/rules";
import { formatPrice, goodQuote, parseQuantity, previewTrade, tradeSuccess } from "./market-form.ts";

const prices: MarketPrices = {
  foodPrice: 0.2,
  foodBuy: 0.21,
  foodSell: 0.1862,
  foodStock: 5_000_000,
  ironPrice: 15,
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
const resources = { credits: 25_000, food: 20_000, iron: 2_000, endurium: 500, octarine: 2_000 };

describe("market form", () => {
  it("accepts only whole quantities above 0", () => {
    expect(parseQuantity("100")).toBe(100);
    expect(parseQuantity(" 7 ")).toBe(7);
    for (const text of ["", "0", "-5", "2.5", "1e3", "abc", "99999999999999999999"]) {
      expect(parseQuantity(text)).toBeNull();
    }
  });

  it("says what a trade did, in the spec's words", () => {
    expect(tradeSuccess("buy", 1000, "iron")).toBe("Successfully bought 1,000 iron");
    expect(tradeSuccess("sell", 100, "food")).toBe("Successfully sold 100 food");
  });

  it("shows prices with two decimals", () => {
    expect(formatPrice(0.1862)).toBe("0.19");
    expect(formatPrice(15.75)).toBe("15.75");
    expect(formatPrice(1234.5)).toBe("1,234.50");
    expect(goodQuote(prices, "iron")).toEqual({ price: 15, buy: 15.75, sell: 13.965, stock: 100_000 });
  });

  it("previews the cost and revenue with the server's own rules", () => {
    expect(previewTrade("buy", "iron", 100, prices, resources)).toEqual({
      kind: "ok",
      total: buyCost("iron", 100_000, 100),
      pricePerUnit: 15.76,
    });
    expect(previewTrade("sell", "food", 10_000, prices, resources)).toMatchObject({
      kind: "ok",
      total: sellRevenue("food", 5_000_000, 10_000),
    });
    expect(previewTrade("buy", "iron", null, prices, resources)).toEqual({ kind: "invalid" });
  });

  it("warns about what the server would refuse, still pricing what it can", () => {
    expect(previewTrade("buy", "iron", 5_000, prices, resources)).toEqual({
      kind: "refused",
      total: buyCost("iron", 100_000, 5_000),
      message: `Insufficient credits: need ${buyCost("iron", 100_000, 5_000).toLocaleString("en-US")}, have 25,000`,
    });
    expect(previewTrade("sell", "endurium", 501, prices, resources)).toMatchObject({
      kind: "refused",
      message: "Insufficient endurium: need 501, have 500",
    });
    expect(previewTrade("buy", "endurium", 100, prices, resources)).toEqual({
      kind: "refused",
      total: null,
      message: "The market holds only 80 endurium: cannot buy 100",
    });
    // Before the empire's stocks load, only the market can refuse.
    expect(previewTrade("buy", "iron", 5_000, prices, null).kind).toBe("ok");
  });
});
