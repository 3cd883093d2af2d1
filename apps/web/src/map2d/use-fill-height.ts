import { useLayoutEffect, useState } from "react";

/**
 * The height that takes `element` down to the bottom of the window, leaving `reserve` pixels under it (for
 * a footer and the page's padding), never below `min`. Re-measured when the window or the element just
 * above it (a toolbar that wraps onto a second row) changes size. Null until the element is mounted.
 */
export const useFillHeight = (element: HTMLElement | null, reserve: number, min: number): number | null => {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - reserve)));
    };
    update();
    window.addEventListener("resize", update);
    const above = element.previousElementSibling;
    const observer = above && typeof ResizeObserver !== "undefined" ? new ResizeObserver(update) : null;
    if (above) observer?.observe(above);
    return () => {
      window.removeEventListener("resize", update);
      observer?.disconnect();
    };
  }, [element, reserve, min]);
  return height;
};
