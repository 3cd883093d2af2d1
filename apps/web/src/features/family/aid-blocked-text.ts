import type { AidAllowance } from "@nova/contract";
import { refusalTextOf } from "../../errors/refusal-text.ts";

/**
 * Why the player cannot send aid now, in their language: the allowance's refusal from its reason and data (the
 * `errors` catalogue), or the server's English `blockedReason` for a reason this client does not know (or an older
 * server without `blockedRefusal`). Null when aid may go.
 */
export const aidBlockedText = (
  allowance: Pick<AidAllowance, "blockedReason"> & Partial<Pick<AidAllowance, "blockedRefusal">>,
): string | null => {
  if (allowance.blockedReason === null) return null;
  const refusal = allowance.blockedRefusal;
  return (refusal ? refusalTextOf(refusal.reason, refusal.data) : null) ?? allowance.blockedReason;
};
