import { Suspense, useState } from "react";
import Link from "@mui/material/Link";
import { planetLabel } from "@nova/rules";
import { PlanetInfoDialog } from "./PlanetInfoDialog.tsx";
import { fullPlanetId, splitPlanetRefs } from "./planet-ref.ts";

interface PlanetLinkProps {
  readonly galaxyId: string;
  /** The full id (`demo:12,4:2`) or the short reference (`12,4:2`). */
  readonly planetId: string;
  /** What the link reads; the planet's label (`12,4:2`) by default. */
  readonly children?: string;
}

/** A planet reference that opens the planet information dialog. */
export function PlanetLink({ galaxyId, planetId, children }: PlanetLinkProps) {
  const [open, setOpen] = useState(false);
  const id = fullPlanetId(galaxyId, planetId);
  return (
    <>
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={() => setOpen(true)}
        sx={{ verticalAlign: "baseline", fontSize: "inherit", fontWeight: 600 }}
        data-testid="planet-link"
      >
        {children ?? planetLabel(id)}
      </Link>
      {/* The dialog may wait for its catalogue: only it waits, not the page around the link. */}
      {open && (
        <Suspense fallback={null}>
          <PlanetInfoDialog galaxyId={galaxyId} planetId={id} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Text in which every planet reference (`x,y:n` or `galaxy:x,y:n`) is a planet link (core-play
 * section 2). References to another galaxy stay plain text.
 */
export function PlanetLinkedText({ galaxyId, text }: { readonly galaxyId: string; readonly text: string }) {
  return (
    <>
      {splitPlanetRefs(text).map((part, index) =>
        part.kind === "planet" && (part.galaxyId === null || part.galaxyId === galaxyId) ? (
          <PlanetLink key={index} galaxyId={galaxyId} planetId={part.ref}>
            {part.text}
          </PlanetLink>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
