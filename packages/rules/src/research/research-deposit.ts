import { because, insufficient, refuse, type Refusal } from "../refusal.ts";

/** The client's and server's text for a deposit that is not a positive whole number (social-and-advanced 5). */
export const DEPOSIT_AMOUNT_ERROR = "Please enter a valid amount greater than 0";

/** Checks a research deposit against the credits held; returns the error text or null. */
export const checkResearchDeposit = (
  amount: number,
  credits: number,
): Refusal<"invalid_input" | "insufficient_resources"> | null => {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return because("deposit_amount", refuse("invalid_input", DEPOSIT_AMOUNT_ERROR));
  if (amount > credits) return insufficient("credits", amount, credits);
  return null;
};
