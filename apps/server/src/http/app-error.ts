import { ERROR_STATUS, type ErrorCode } from "@nova/contract";

/** An expected failure: carries the stable code and the human text the player sees. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, detail: string) {
    super(detail);
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (detail: string) => new AppError("not_found", detail);
export const forbidden = (detail: string) => new AppError("forbidden", detail);
export const invalid = (detail: string) => new AppError("invalid_input", detail);
export const conflict = (detail: string) => new AppError("conflict", detail);
