import { useEffect, useRef } from "react";
import Box from "@mui/material/Box";
import { createStars } from "./star-field-model.ts";

const STARS = createStars(420);

/** An animated star-field filling its positioned parent; still when the player prefers reduced motion. */
export function StarField() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    let frame = 0;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = canvas.clientWidth * ratio;
      canvas.height = canvas.clientHeight * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };

    const draw = (time: number) => {
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const seconds = time / 1000;
      context.clearRect(0, 0, width, height);
      for (const star of STARS) {
        const x = (((star.x + seconds * star.speed) % 1) + 1) % 1;
        const twinkle = 0.55 + 0.45 * Math.sin(seconds * 1.7 + star.phase);
        context.beginPath();
        context.fillStyle = `hsla(${star.hue}, 80%, 88%, ${twinkle})`;
        context.arc(x * width, star.y * height, star.radius, 0, Math.PI * 2);
        context.fill();
      }
      if (!still) frame = requestAnimationFrame(draw);
    };

    resize();
    const observer = new ResizeObserver(() => {
      resize();
      if (still) draw(0);
    });
    observer.observe(canvas);
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  return (
    <Box
      aria-hidden
      sx={{
        position: "absolute",
        inset: 0,
        overflow: "hidden",
        pointerEvents: "none",
        background:
          "radial-gradient(ellipse at 30% 20%, rgba(70, 90, 200, 0.35), transparent 60%), radial-gradient(ellipse at 80% 80%, rgba(160, 60, 190, 0.28), transparent 55%), radial-gradient(circle at 50% 50%, #0a1030, #03040a 75%)",
      }}
    >
      <canvas ref={canvasRef} style={{ width: "100%", height: "100%", display: "block" }} />
    </Box>
  );
}
