import type { TourName } from "@nova/contract";

/** The first-visit tours (issue 18): a few steps per screen, shown once per account. */
export type TourId = TourName;

export interface TourStep {
  readonly title: string;
  readonly text: string;
}

export const TOURS: Readonly<Record<TourId, readonly TourStep[]>> = {
  dashboard: [
    {
      title: "Your empire at a glance",
      text: "The top bar shows your five resources; one turns red when it will run out within 5 turns.",
    },
    {
      title: "Follow the advisor",
      text: "The advisor lists your next goals and why. Click a goal to open the screen that acts on it.",
    },
    {
      title: "Turns keep going",
      text: "Buildings and fleets finish at turn flips. When you come back, a summary tells you what happened.",
    },
  ],
  map: [
    {
      title: "The galaxy",
      text: "Click a system to open its planets: explore free planets, spy on or attack other empires.",
    },
    {
      title: "See fights coming",
      text: "An enemy planet shows a battle estimate from your own spy reports. No intel? Spy first.",
    },
  ],
  build: [
    {
      title: "Build on your planets",
      text: "Pick a planet and press Build. Every order on a planet builds at the same time.",
    },
    {
      title: "Unlock exploration",
      text: "With half of your planet space built you may explore. Cash factories are the quickest: 5 turns.",
    },
  ],
};
