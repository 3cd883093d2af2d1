import type { Cost } from "../catalogue/resources.ts";
import { refuse, type Refusal, type RefusalData } from "../refusal.ts";

/** Why an order was refused; each code maps once to an HTTP status on the server. */
export const ORDER_ERROR_CODES = [
  "invalid_input",
  "not_found",
  "insufficient_resources",
  "insufficient_space",
  "daily_limit_exceeded",
  "invalid_action",
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** A refused order: nothing of it may be carried out (orders are all or nothing). */
export interface OrderRejection extends Refusal<OrderErrorCode> {
  readonly ok: false;
}

/** An accepted order, with what each line and the whole order costs. */
export interface OrderAcceptance<Line> {
  readonly ok: true;
  readonly totalCost: Cost;
  readonly lines: readonly Line[];
}

export type OrderCheck<Line> = OrderAcceptance<Line> | OrderRejection;

/** Builds a rejection value. */
export const rejectOrder = (code: OrderErrorCode, detail: string, data?: RefusalData): OrderRejection => ({
  ok: false,
  ...refuse(code, detail, data),
});

/** A rule's refusal as a rejected order. */
export const rejectWith = (refusal: Refusal<OrderErrorCode>): OrderRejection => ({ ok: false, ...refusal });

/** The text for a quantity outside its range or not a whole number (rules.md 18). */
export const INVALID_QUANTITY = "Please enter a valid quantity";

/** Whether a requested quantity is a whole number from 1 to `max`. */
export const isValidQuantity = (quantity: number, max: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= max;
