import { useGalaxies } from "./use-galaxies.ts";

/** A galaxy's display name from the galaxy list (shared cache), or its id until the list is known. */
export const useGalaxyName = (galaxyId: string | undefined): string | null => {
  const galaxies = useGalaxies();
  if (!galaxyId) return null;
  return galaxies.data?.galaxies.find((g) => g.id === galaxyId)?.name ?? galaxyId;
};
