import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import { minimapSystems, type StarColourOptions } from "../map/galaxy-3d.ts";
import { NO_MARKS, type IntelMarks } from "../map/intel-overlay.ts";
import type { MapScene } from "../map/scene.ts";
import { drawMinimap } from "./minimap-draw.ts";

const SIZE = 180;

interface Props {
  readonly scene: MapScene;
  readonly options: StarColourOptions;
  /** The camera target in grid cells. */
  readonly target: { readonly x: number; readonly y: number };
  readonly onPick: (x: number, y: number) => void;
  /** The Intel overlay's marks (indexes into `scene.systems`) while the Intel toggle is on. */
  readonly marks?: IntelMarks;
}

/** Up to 500 systems seen from above, with the Intel marks; a click moves the camera there. */
export function Minimap({ scene, options, target, onPick, marks = NO_MARKS }: Props) {
  const { t } = useTranslation("map");
  const canvas = useRef<HTMLCanvasElement>(null);
  const systems = useMemo(() => minimapSystems(scene.systems), [scene]);
  const scale = SIZE / Math.max(scene.grid.width, scene.grid.height);

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    drawMinimap(ctx, { size: SIZE, scale, dots: systems, systems: scene.systems, options, marks, target });
  }, [systems, scene.systems, options, marks, target, scale]);

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={SIZE}
      height={SIZE}
      data-testid="minimap"
      data-intel-marks={marks.intel.length + marks.forceField.length}
      aria-label={t("three.minimap")}
      onClick={(e: React.MouseEvent<HTMLCanvasElement>) => {
        const rect = e.currentTarget.getBoundingClientRect();
        onPick(Math.floor((e.clientX - rect.left) / scale), Math.floor((e.clientY - rect.top) / scale));
      }}
      sx={{
        position: "absolute",
        right: 12,
        bottom: 12,
        width: SIZE,
        height: SIZE,
        border: "1px solid",
        borderColor: "divider",
        borderRadius: 1,
        cursor: "crosshair",
      }}
    />
  );
}
