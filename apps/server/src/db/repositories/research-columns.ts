import {
  SCIENCE_FIELDS,
  scienceBonuses,
  type ResearchState,
  type ScienceBonuses,
  type ScienceField,
} from "@nova/rules";
import type { PlayersTable } from "../schema.ts";

/** The player columns that hold research (migration 0007). */
export const FIELD_POINT_COLUMNS = [
  "rp_military",
  "rp_welfare",
  "rp_economy",
  "rp_construction",
  "rp_resources",
] as const satisfies readonly `rp_${ScienceField}`[];

export const ALLOCATION_COLUMNS = [
  "alloc_military",
  "alloc_welfare",
  "alloc_economy",
  "alloc_construction",
  "alloc_resources",
] as const satisfies readonly `alloc_${ScienceField}`[];

export const RESEARCH_COLUMNS = ["research_remaining", ...FIELD_POINT_COLUMNS, ...ALLOCATION_COLUMNS] as const;

type ResearchRow = Pick<{ [K in keyof PlayersTable]: number }, (typeof RESEARCH_COLUMNS)[number]>;

/** A player row's research as the rules see it. */
export const researchOfRow = (row: ResearchRow): ResearchState => ({
  remainingInvestment: Number(row.research_remaining),
  allocation: {
    military: Number(row.alloc_military),
    welfare: Number(row.alloc_welfare),
    economy: Number(row.alloc_economy),
    construction: Number(row.alloc_construction),
    resources: Number(row.alloc_resources),
  },
  fieldPoints: {
    military: Number(row.rp_military),
    welfare: Number(row.rp_welfare),
    economy: Number(row.rp_economy),
    construction: Number(row.rp_construction),
    resources: Number(row.rp_resources),
  },
});

/** The values of `research_remaining` and the five `rp_*` columns, in that order. */
export const researchProgressValues = (research: ResearchState): number[] => [
  research.remainingInvestment,
  ...SCIENCE_FIELDS.map((field) => research.fieldPoints[field]),
];

/** The science bonuses a player row has now: its field points against its networth (rules.md 8). */
export const scienceOfRow = (row: ResearchRow & { readonly networth: number }): ScienceBonuses =>
  scienceBonuses(researchOfRow(row).fieldPoints, Number(row.networth));
