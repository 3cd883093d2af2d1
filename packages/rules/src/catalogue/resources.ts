/** The five stockpiled resources, in the order the top bar shows them. */
export const RESOURCES = ["credits", "food", "iron", "endurium", "octarine"] as const;
export type Resource = (typeof RESOURCES)[number];

/** A stock of every resource; all values are integers >= 0. */
export type Resources = Record<Resource, number>;

/** The four resources a construction cost is paid in (food is never spent on building). */
export const COST_RESOURCES = ["credits", "iron", "endurium", "octarine"] as const;
export type CostResource = (typeof COST_RESOURCES)[number];
export type Cost = Record<CostResource, number>;

export const emptyResources = (): Resources => ({ credits: 0, food: 0, iron: 0, endurium: 0, octarine: 0 });
