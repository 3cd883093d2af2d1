import { COST_RESOURCES, planetLabel, type Cost, type Refusal } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";
import { resourceAmount } from "./game-names.ts";

/**
 * What is missing, `Need 500 credits, 20 iron more`, naming only the short resources in the order credits,
 * iron, endurium, octarine; null when the stock covers the cost. The rules' `shortfall` in the language shown.
 */
export const shortfallText = (cost: Readonly<Cost>, stock: Readonly<Cost>): string | null => {
  const missing = COST_RESOURCES.filter((resource) => cost[resource] > stock[resource]).map((resource) =>
    resourceAmount(resource, cost[resource] - stock[resource]),
  );
  return missing.length === 0 ? null : i18n.t("build:shortfall", { list: missing.join(i18n.t("build:listSeparator")) });
};

const number = (value: string | number | undefined): string =>
  typeof value === "number" ? formatNumber(value) : String(value ?? "");

/**
 * An order's refusal as the dialogs show it, from its code and data (the rules' `detail` is the English text):
 * the build and unit checks' refusals have their own messages; anything else keeps the rules' text.
 */
export const orderRefusalText = (refusal: Refusal): string => {
  const data = refusal.data ?? {};
  switch (refusal.code) {
    case "insufficient_space":
      if (typeof data.planetId === "string") {
        return i18n.t("build:problems.space", {
          planet: planetLabel(data.planetId),
          need: number(data.need),
          have: number(data.have),
        });
      }
      break;
    case "daily_limit_exceeded":
      return i18n.t("build:problems.dailyLimit", { limit: number(data.limit), kind: String(data.kind ?? "") });
    default:
      break;
  }
  const known = KNOWN_DETAILS[refusal.detail];
  return known ? i18n.t(known) : refusal.detail;
};

// Refusals without data are told apart by their (spec-fixed) English text.
const KNOWN_DETAILS: Readonly<
  Record<string, `build:problems.${"invalidQuantity" | "taxOffices" | "droids" | "onePortal"}`>
> = {
  "Please enter a valid quantity": "build:problems.invalidQuantity",
  "Your race cannot build tax offices": "build:problems.taxOffices",
  "Your race cannot build droids": "build:problems.droids",
  "A planet can hold only one portal": "build:problems.onePortal",
};
