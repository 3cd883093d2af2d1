import type { MarketPrices } from "@nova/contract";
import {
  checkBuy,
  checkSell,
  MARKET_RESOURCES,
  type MarketResource,
  type RefusalData,
  type Resources,
  type TradeSide,
} from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { currentIntlLocale, i18n } from "../../i18n/i18n.ts";
import { resourceName } from "../build/game-names.ts";

/** Default quantity of the buy and sell panels (social-and-advanced section 9). */
export const DEFAULT_MARKET_QUANTITY = 100;

export const SIDES: readonly TradeSide[] = ["buy", "sell"];

/** The toast text of a completed trade: 'Successfully bought 1,000 iron'. */
export const tradeSuccess = (side: TradeSide, quantity: number, resource: MarketResource): string =>
  i18n.t(side === "buy" ? "market:toast.bought" : "market:toast.sold", {
    quantity: formatNumber(quantity),
    resource: resourceWord(resource),
  });

/** A resource as a word inside a sentence: "iron" in English (the spec's texts), the noun in German. */
export const resourceWord = (resource: MarketResource | "credits"): string => i18n.t(`market:words.${resource}`);

/** The quantity field's text as a whole number of units, or null when it is not one greater than 0. */
export const parseQuantity = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return Number.isSafeInteger(quantity) && quantity > 0 ? quantity : null;
};

/** One good's line of the price response. */
export interface GoodQuote {
  readonly price: number;
  readonly buy: number;
  readonly sell: number;
  readonly stock: number;
}

export const goodQuote = (prices: MarketPrices, resource: MarketResource): GoodQuote => ({
  price: prices[`${resource}Price`],
  buy: prices[`${resource}Buy`],
  sell: prices[`${resource}Sell`],
  stock: prices[`${resource}Stock`],
});

/** A price as the spec shows it: two decimals. */
export const formatPrice = (value: number): string =>
  value.toLocaleString(currentIntlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a panel previews for its current entry. */
export type TradePreview =
  | { readonly kind: "invalid" }
  | { readonly kind: "refused"; readonly total: number | null; readonly message: string }
  | { readonly kind: "ok"; readonly total: number; readonly pricePerUnit: number };

/**
 * The cost (buy) or revenue (sell) of the entry, from the same rules the server applies, against the
 * stocks last read; `refused` carries the server's reason (market stock, credits or goods short) and, when
 * it can be priced, the total.
 */
export const previewTrade = (
  side: TradeSide,
  resource: MarketResource,
  quantity: number | null,
  prices: MarketPrices,
  resources: Resources | null,
): TradePreview => {
  if (quantity === null) return { kind: "invalid" };
  const marketStock = goodQuote(prices, resource).stock;
  const check =
    side === "buy"
      ? checkBuy({ resource, quantity, marketStock, credits: resources?.credits ?? Number.MAX_SAFE_INTEGER })
      : checkSell({ resource, quantity, marketStock, held: resources?.[resource] ?? Number.MAX_SAFE_INTEGER });
  if (check.ok) return { kind: "ok", total: check.total, pricePerUnit: check.pricePerUnit };
  if (check.code === "invalid_action") {
    const message = i18n.t("market:problems.marketStock", {
      stock: formatNumber(Math.max(0, Math.floor(marketStock))),
      resource: resourceWord(resource),
      quantity: formatNumber(quantity),
    });
    return { kind: "refused", total: null, message };
  }
  if (check.code !== "insufficient_resources") return { kind: "refused", total: null, message: check.detail };
  // Short of credits or goods: still show what it would cost or earn.
  const priced =
    side === "buy"
      ? checkBuy({ resource, quantity, marketStock, credits: Number.MAX_SAFE_INTEGER })
      : checkSell({ resource, quantity, marketStock, held: Number.MAX_SAFE_INTEGER });
  return {
    kind: "refused",
    total: priced.ok ? priced.total : null,
    message: insufficientText(check.data, check.detail),
  };
};

/** "Insufficient credits: need 1,200, have 300" from the refusal's data (its English detail as the fallback). */
const insufficientText = (data: RefusalData | undefined, detail: string): string => {
  const resource = data?.resource;
  if (resource !== "credits" && !(MARKET_RESOURCES as readonly unknown[]).includes(resource)) return detail;
  return i18n.t("market:problems.insufficient", {
    resource: resourceWord(resource as MarketResource | "credits"),
    need: formatNumber(Number(data?.need)),
    have: formatNumber(Number(data?.have)),
  });
};

/** "Iron": a good's name (the `build` catalogue; a screen showing it declares that namespace). */
export const resourceLabel = (resource: MarketResource): string => resourceName(resource);

export { MARKET_RESOURCES };
