import type { TourName } from "@nova/contract";

import { i18n } from "../../i18n/i18n.ts";

/** The first-visit tours (issue 18): a few steps per screen, shown once per account. */
export type TourId = TourName;

export interface TourStep {
  readonly title: string;
  readonly text: string;
}

const STEPS: Readonly<Record<TourId, number>> = { dashboard: 3, map: 2, build: 2 };

/** A tour's steps in the current language (namespace guidance). */
export const tourSteps = (tour: TourId): readonly TourStep[] =>
  Array.from({ length: STEPS[tour] }, (_, i) => ({
    title: i18n.t(`guidance:tours.${tour}.${i}.title` as "guidance:tours.map.0.title"),
    text: i18n.t(`guidance:tours.${tour}.${i}.text` as "guidance:tours.map.0.text"),
  }));
