import { PerspectiveCamera, Vector3 } from "three";
import { clampCameraDistance, FIELD_OF_VIEW } from "../map/galaxy-3d.ts";

const MIN_PITCH = 0.15;
const MAX_PITCH = Math.PI / 2 - 0.05;

/** A small orbit camera: a target on the galactic plane, a distance (10-200), yaw and pitch. */
export class OrbitCamera {
  readonly camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.1, 2000);
  readonly target = new Vector3();
  distance = 60;
  yaw = 0;
  pitch = 0.9;

  private readonly bounds: { halfWidth: number; halfDepth: number };

  constructor(bounds: { halfWidth: number; halfDepth: number }) {
    this.bounds = bounds;
    this.apply();
  }

  apply(): void {
    this.distance = clampCameraDistance(this.distance);
    this.pitch = Math.min(MAX_PITCH, Math.max(MIN_PITCH, this.pitch));
    this.target.x = Math.min(this.bounds.halfWidth, Math.max(-this.bounds.halfWidth, this.target.x));
    this.target.z = Math.min(this.bounds.halfDepth, Math.max(-this.bounds.halfDepth, this.target.z));
    const horizontal = this.distance * Math.cos(this.pitch);
    this.camera.position.set(
      this.target.x + horizontal * Math.sin(this.yaw),
      this.target.y + this.distance * Math.sin(this.pitch),
      this.target.z + horizontal * Math.cos(this.yaw),
    );
    this.camera.lookAt(this.target);
    this.camera.updateMatrixWorld();
  }

  setAspect(aspect: number): void {
    this.camera.aspect = aspect;
    this.camera.updateProjectionMatrix();
  }

  rotate(dx: number, dy: number): void {
    this.yaw -= dx * 0.005;
    this.pitch += dy * 0.005;
    this.apply();
  }

  /** Moves the target across the plane by screen pixels, scaled so the world follows the pointer. */
  pan(dx: number, dy: number, viewportHeight: number): void {
    const worldPerPixel = (2 * this.distance * Math.tan((FIELD_OF_VIEW * Math.PI) / 360)) / Math.max(1, viewportHeight);
    const right = new Vector3(Math.cos(this.yaw), 0, -Math.sin(this.yaw));
    const forward = new Vector3(-Math.sin(this.yaw), 0, -Math.cos(this.yaw));
    this.target.addScaledVector(right, -dx * worldPerPixel);
    this.target.addScaledVector(forward, dy * worldPerPixel);
    this.apply();
  }

  zoom(factor: number): void {
    this.distance *= factor;
    this.apply();
  }

  lookAt(x: number, z: number, distance?: number): void {
    this.target.set(x, 0, z);
    if (distance !== undefined) this.distance = distance;
    this.apply();
  }
}
