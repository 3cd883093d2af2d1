import { useEffect, useMemo, useRef } from "react";
import Box from "@mui/material/Box";
import { minimapSystems, starColour3d, type StarColourOptions } from "../map/galaxy-3d.ts";
import type { MapScene } from "../map/scene.ts";

const SIZE = 180;

interface Props {
  readonly scene: MapScene;
  readonly options: StarColourOptions;
  /** The camera target in grid cells. */
  readonly target: { readonly x: number; readonly y: number };
  readonly onPick: (x: number, y: number) => void;
}

/** Up to 500 systems seen from above; a click moves the camera there. */
export function Minimap({ scene, options, target, onPick }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const systems = useMemo(() => minimapSystems(scene.systems), [scene]);
  const scale = SIZE / Math.max(scene.grid.width, scene.grid.height);

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    ctx.clearRect(0, 0, SIZE, SIZE);
    ctx.fillStyle = "rgba(3, 5, 12, 0.9)";
    ctx.fillRect(0, 0, SIZE, SIZE);
    for (const s of systems) {
      ctx.fillStyle = starColour3d(s, options);
      const r = s.home ? 2.5 : 1.5;
      ctx.fillRect((s.x + 0.5) * scale - r / 2, (s.y + 0.5) * scale - r / 2, r, r);
    }
    ctx.strokeStyle = "#ffffff";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(target.x * scale, target.y * scale, 6, 0, Math.PI * 2);
    ctx.stroke();
  }, [systems, options, target, scale]);

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={SIZE}
      height={SIZE}
      data-testid="minimap"
      aria-label="Minimap: click to move the camera"
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
