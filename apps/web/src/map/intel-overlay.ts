import type { ActiveOperations } from "@nova/contract";

export interface IntelOverlay {
  /** Systems ("x,y") holding planets an intel spell revealed. */
  readonly intelSystems: ReadonlySet<string>;
  /** Systems ("x,y") with a portal held by a force field (active, or placed by the viewer and waiting). */
  readonly forceFieldSystems: ReadonlySet<string>;
  /** Whose planets were revealed, per system, for the tooltip. */
  readonly revealedOwners: ReadonlyMap<string, readonly string[]>;
}

export const NO_INTEL: IntelOverlay = {
  intelSystems: new Set(),
  forceFieldSystems: new Set(),
  revealedOwners: new Map(),
};

/** What the grid map's Intel Ops overlay marks, from GET /operations/{galaxyId}/active. */
export const intelOverlay = (active: ActiveOperations | undefined): IntelOverlay => {
  if (!active) return NO_INTEL;
  const revealed = new Map<string, string[]>();
  for (const list of active.planetLists) {
    for (const planet of list.planets) {
      const key = `${planet.x},${planet.y}`;
      const names = revealed.get(key) ?? [];
      if (!names.includes(list.targetPlayerName)) names.push(list.targetPlayerName);
      revealed.set(key, names);
    }
  }
  const fields = new Set(
    [...active.allPortalEffects, ...active.portalEffects.filter((e) => e.effectType === "portal_force_field")].map(
      (e) => `${e.x},${e.y}`,
    ),
  );
  return { intelSystems: new Set(revealed.keys()), forceFieldSystems: fields, revealedOwners: revealed };
};

/** The systems an overlay marks, as indexes into a scene's system list (the 3D map rings them). */
export interface IntelMarks {
  readonly intel: readonly number[];
  readonly forceField: readonly number[];
}

export const NO_MARKS: IntelMarks = { intel: [], forceField: [] };

/** Which of `systems` the overlay marks, in scene order; marks on coordinates without a system are dropped. */
export const intelMarks = (systems: readonly { x: number; y: number }[], overlay: IntelOverlay): IntelMarks => {
  if (overlay.intelSystems.size === 0 && overlay.forceFieldSystems.size === 0) return NO_MARKS;
  const intel: number[] = [];
  const forceField: number[] = [];
  systems.forEach((s, k) => {
    const key = `${s.x},${s.y}`;
    if (overlay.intelSystems.has(key)) intel.push(k);
    if (overlay.forceFieldSystems.has(key)) forceField.push(k);
  });
  return { intel, forceField };
};
