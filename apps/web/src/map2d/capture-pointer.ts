/**
 * Keeps a drag going when the pointer leaves the canvas. Capturing throws for a pointer the browser does
 * not know as active (scripted events, a pointer already lifted); dragging then simply works without it.
 */
export const capturePointer = (element: Element, pointerId: number): void => {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // Not capturable: nothing to do.
  }
};
