export * from "./operation-catalogue.ts";
export * from "./success-chance.ts";
export * from "./cast-check.ts";
export * from "./operation-effects.ts";
