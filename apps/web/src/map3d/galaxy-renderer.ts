import {
  AdditiveBlending,
  BufferGeometry,
  CanvasTexture,
  Color,
  ConeGeometry,
  Float32BufferAttribute,
  Group,
  IcosahedronGeometry,
  InstancedMesh,
  LineBasicMaterial,
  LineLoop,
  Matrix4,
  MeshBasicMaterial,
  Mesh,
  DoubleSide,
  Points,
  PointsMaterial,
  Quaternion,
  RingGeometry,
  Scene,
  SphereGeometry,
  Vector3,
  WebGLRenderer,
} from "three";
import { hashUnit, planetTypeAt } from "@nova/rules";
import type { FleetOnMap } from "../map/fleet-path.ts";
import { NO_MARKS, type IntelMarks } from "../map/intel-overlay.ts";
import { MAP_COLOURS } from "../map/palette.ts";
import {
  detailLevel,
  LOD_MIN_SYSTEMS,
  MAX_PIXEL_RATIO,
  STAR_COLOURS,
  starColour3d,
  systemPosition3d,
  territoryOutline,
  WORLD_SCALE,
  type DetailLevel,
} from "../map/galaxy-3d.ts";
import type { MapScene, SceneSystem } from "../map/scene.ts";
import { PLANET_TYPE_VISUALS } from "../features/planets/planet-type-visuals.ts";
import { recordFrame, type MapStats } from "../map2d/map-stats.ts";
import { OrbitCamera } from "./orbit-camera.ts";

export interface Overlays {
  readonly portals: boolean;
  readonly fleets: boolean;
  readonly enemyHomes: boolean;
  readonly territory: boolean;
}

const STAR_RADIUS = 0.2;
const PICK_RADIUS_PX = 14;

/** A round, soft sprite for star glows, drawn once on a small canvas. */
const glowTexture = (): CanvasTexture => {
  const size = 64;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext("2d");
  if (ctx) {
    const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    g.addColorStop(0, "rgba(255,255,255,1)");
    g.addColorStop(0.25, "rgba(255,255,255,0.55)");
    g.addColorStop(1, "rgba(255,255,255,0)");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);
  }
  return new CanvasTexture(canvas);
};

/**
 * The 3D galaxy: stars as instanced spheres (a finer and a coarser mesh for the levels of detail), soft
 * glows as one point cloud, up to two planets per system, home and portal rings, the Intel overlay's rings, the
 * territory outline and fleets as cones. Renders only when something changed.
 */
export class GalaxyRenderer {
  private readonly renderer: WebGLRenderer;
  private readonly scene3d = new Scene();
  readonly orbit: OrbitCamera;
  private readonly positions: Vector3[];
  private readonly colours: Color[];
  private readonly fine: InstancedMesh;
  private readonly coarse: InstancedMesh;
  private readonly planets: InstancedMesh;
  private readonly glows: Points;
  private readonly rings = new Group();
  private readonly fleetCones: InstancedMesh;
  private territory: LineLoop | null = null;
  private overlays: Overlays;
  private intel: IntelMarks = NO_MARKS;
  private fleets: readonly FleetOnMap[] = [];
  private dirty = true;
  private frame: number | null = null;
  private width = 1;
  private height = 1;
  private readonly lod: boolean;
  private readonly disposables: { dispose(): void }[] = [];

  private readonly map: MapScene;
  private readonly stats: MapStats;

  constructor(canvas: HTMLCanvasElement, map: MapScene, overlays: Overlays, stats: MapStats) {
    this.map = map;
    this.stats = stats;
    stats.locate = (x, y) => {
      const k = this.map.systems.findIndex((s) => s.x === x && s.y === y);
      return k < 0 ? null : this.screenPosition(k);
    };
    this.overlays = overlays;
    this.renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1));
    this.renderer.setClearColor(0x03050c, 1);
    const { width, height } = map.grid;
    this.orbit = new OrbitCamera({ halfWidth: (width / 2) * WORLD_SCALE, halfDepth: (height / 2) * WORLD_SCALE });
    this.lod = map.systems.length > LOD_MIN_SYSTEMS;
    this.positions = map.systems.map((s) => {
      const p = systemPosition3d(s.x, s.y, map.grid);
      return new Vector3(p.x, p.y, p.z);
    });
    this.colours = map.systems.map((s) => new Color(starColour3d(s, overlays)));

    const n = map.systems.length;
    const starMaterial = new MeshBasicMaterial({ color: 0xffffff });
    const fineGeometry = new SphereGeometry(STAR_RADIUS, 14, 10);
    const coarseGeometry = new IcosahedronGeometry(STAR_RADIUS, 0);
    this.fine = new InstancedMesh(fineGeometry, starMaterial, Math.max(1, n));
    this.coarse = new InstancedMesh(coarseGeometry, starMaterial, Math.max(1, n));
    const planetGeometry = new SphereGeometry(0.07, 10, 8);
    this.planets = new InstancedMesh(planetGeometry, new MeshBasicMaterial({ color: 0xffffff }), Math.max(1, n * 2));
    const fleetGeometry = new ConeGeometry(0.18, 0.5, 8);
    fleetGeometry.rotateX(Math.PI / 2);
    this.fleetCones = new InstancedMesh(fleetGeometry, new MeshBasicMaterial({ color: 0xffffff }), 256);
    this.fleetCones.count = 0;

    const glowGeometry = new BufferGeometry();
    glowGeometry.setAttribute(
      "position",
      new Float32BufferAttribute(
        this.positions.flatMap((p) => [p.x, p.y, p.z]),
        3,
      ),
    );
    glowGeometry.setAttribute(
      "color",
      new Float32BufferAttribute(
        this.colours.flatMap((c) => [c.r, c.g, c.b]),
        3,
      ),
    );
    const glowMap = glowTexture();
    this.glows = new Points(
      glowGeometry,
      new PointsMaterial({
        size: 1.4,
        map: glowMap,
        vertexColors: true,
        transparent: true,
        opacity: 0.75,
        blending: AdditiveBlending,
        depthWrite: false,
        sizeAttenuation: true,
      }),
    );
    this.disposables.push(
      starMaterial,
      fineGeometry,
      coarseGeometry,
      planetGeometry,
      fleetGeometry,
      glowGeometry,
      glowMap,
    );
    this.disposables.push(this.planets.material as MeshBasicMaterial, this.fleetCones.material as MeshBasicMaterial);
    this.disposables.push(this.glows.material as PointsMaterial);

    this.scene3d.add(
      this.backgroundStars(),
      this.glows,
      this.fine,
      this.coarse,
      this.planets,
      this.rings,
      this.fleetCones,
    );
    this.placePlanets();
    this.buildOverlays();
    this.updateDetail();
  }

  /** Faint far-away stars for depth, placed by hash so every visit looks the same. */
  private backgroundStars(): Points {
    const count = 1500;
    const coords: number[] = [];
    for (let i = 0; i < count; i++) {
      const theta = hashUnit("bg", i, 0) * Math.PI * 2;
      const phi = Math.acos(2 * hashUnit("bg", i, 1) - 1);
      const r = 600 + hashUnit("bg", i, 2) * 300;
      coords.push(r * Math.sin(phi) * Math.cos(theta), r * Math.cos(phi), r * Math.sin(phi) * Math.sin(theta));
    }
    const geometry = new BufferGeometry();
    geometry.setAttribute("position", new Float32BufferAttribute(coords, 3));
    const material = new PointsMaterial({ color: 0x8899cc, size: 1.5, sizeAttenuation: false });
    this.disposables.push(geometry, material);
    return new Points(geometry, material);
  }

  /** Up to two planets per system on fixed orbits around their star. */
  private placePlanets(): void {
    const matrix = new Matrix4();
    let i = 0;
    this.map.systems.forEach((s, k) => {
      const star = this.positions[k]!;
      for (let p = 0; p < Math.min(2, s.planetCount); p++) {
        const angle = hashUnit("planet-angle", s.x, s.y, p) * Math.PI * 2;
        const r = 0.42 + p * 0.2;
        matrix.makeTranslation(star.x + Math.cos(angle) * r, star.y, star.z + Math.sin(angle) * r);
        this.planets.setMatrixAt(i, matrix);
        this.planets.setColorAt(i, new Color(PLANET_TYPE_VISUALS[planetTypeAt(s.x, s.y, p + 1)].colour));
        i++;
      }
    });
    this.planets.count = i;
    this.planets.instanceMatrix.needsUpdate = true;
    if (this.planets.instanceColor) this.planets.instanceColor.needsUpdate = true;
  }

  /** Rings for the own home, portals, other homes and the Intel overlay; the territory outline. */
  private buildOverlays(): void {
    this.clearRings();
    const ring = (k: number, colour: string, radius: number, width = 0.08) => {
      const geometry = new RingGeometry(radius, radius + width, 32);
      geometry.rotateX(-Math.PI / 2);
      const material = new MeshBasicMaterial({ color: colour, transparent: true, opacity: 0.9, side: DoubleSide });
      const mesh = new Mesh(geometry, material);
      mesh.position.copy(this.positions[k]!);
      this.rings.add(mesh);
    };
    this.map.systems.forEach((s, k) => {
      if (s.home === "own") ring(k, STAR_COLOURS.ownHome, 0.75);
      else if (s.home === "other" && this.overlays.enemyHomes) ring(k, STAR_COLOURS.otherHome, 0.7);
      if (this.overlays.portals && s.hasPortal) ring(k, STAR_COLOURS.portal, 0.95);
    });
    // Intel rings sit outside the others and are wider, so they read from afar (the 2D map's colours).
    for (const k of this.intel.intel) ring(k, MAP_COLOURS.intel, 1.15, 0.14);
    for (const k of this.intel.forceField) ring(k, MAP_COLOURS.forceField, 1.4, 0.14);
    this.stats.rings = this.rings.children.length;

    if (this.territory) {
      this.scene3d.remove(this.territory);
      this.territory.geometry.dispose();
      (this.territory.material as LineBasicMaterial).dispose();
      this.territory = null;
    }
    const hull = this.overlays.territory ? territoryOutline(this.map.systems) : null;
    if (hull) {
      const centre = hull.reduce((a, p) => ({ x: a.x + p.x / hull.length, y: a.y + p.y / hull.length }), {
        x: 0,
        y: 0,
      });
      const coords = hull.flatMap((p) => {
        // Pushed half a cell outwards so the line goes around the stars, not through them.
        const dx = p.x - centre.x;
        const dy = p.y - centre.y;
        const len = Math.hypot(dx, dy) || 1;
        const w = systemPosition3d(p.x + (dx / len) * 1.2, p.y + (dy / len) * 1.2, this.map.grid);
        return [w.x, 0, w.z];
      });
      const geometry = new BufferGeometry();
      geometry.setAttribute("position", new Float32BufferAttribute(coords, 3));
      this.territory = new LineLoop(
        geometry,
        new LineBasicMaterial({ color: STAR_COLOURS.own, transparent: true, opacity: 0.8 }),
      );
      this.scene3d.add(this.territory);
    }
  }

  private clearRings(): void {
    for (const child of [...this.rings.children]) {
      this.rings.remove(child);
      const mesh = child as Mesh<RingGeometry, MeshBasicMaterial>;
      mesh.geometry.dispose();
      mesh.material.dispose();
    }
  }

  setOverlays(overlays: Overlays): void {
    this.overlays = overlays;
    const glowColours = this.glows.geometry.getAttribute("color");
    this.map.systems.forEach((s, k) => {
      const c = this.colours[k]!;
      c.set(starColour3d(s, overlays));
      glowColours.setXYZ(k, c.r, c.g, c.b);
    });
    glowColours.needsUpdate = true;
    this.buildOverlays();
    this.updateDetail();
    this.invalidate();
  }

  /** The Intel overlay's marks (indexes into the scene's systems); NO_MARKS when it is off. */
  setIntel(marks: IntelMarks): void {
    if (marks === this.intel) return;
    this.intel = marks;
    this.buildOverlays();
    this.invalidate();
  }

  setFleets(fleets: readonly FleetOnMap[]): void {
    this.fleets = fleets;
    const matrix = new Matrix4();
    const q = new Quaternion();
    const up = new Vector3(0, 0, 1);
    const shown = this.overlays.fleets ? fleets.slice(0, this.fleetCones.instanceMatrix.count) : [];
    shown.forEach((f, i) => {
      const at = systemPosition3d(f.x, f.y, this.map.grid);
      const to = systemPosition3d(f.to.x, f.to.y, this.map.grid);
      const dir = new Vector3(to.x - at.x, 0, to.z - at.z).normalize();
      q.setFromUnitVectors(up, dir.lengthSq() > 0 ? dir : up);
      matrix.compose(new Vector3(at.x, 0.6, at.z), q, new Vector3(1, 1, 1));
      this.fleetCones.setMatrixAt(i, matrix);
      this.fleetCones.setColorAt(i, new Color(f.attack ? STAR_COLOURS.enemy : "#4fc3f7"));
    });
    this.fleetCones.count = shown.length;
    this.fleetCones.instanceMatrix.needsUpdate = true;
    if (this.fleetCones.instanceColor) this.fleetCones.instanceColor.needsUpdate = true;
    this.invalidate();
  }

  get fleetCount(): number {
    return this.fleets.length;
  }

  /** Sorts stars into the fine or coarse mesh (or none) by camera distance; planets only up close. */
  private updateDetail(): void {
    const camera = this.orbit.camera.position;
    const matrix = new Matrix4();
    const counts: Record<DetailLevel, number> = { high: 0, medium: 0, low: 0, far: 0, culled: 0 };
    let fine = 0;
    let coarse = 0;
    const n = this.map.systems.length;
    this.map.systems.forEach((s, k) => {
      const p = this.positions[k]!;
      const level = detailLevel(p.distanceTo(camera), n);
      counts[level]++;
      if (level === "culled") return;
      const scale = level === "far" ? 0.7 : 1;
      matrix.makeScale(scale, scale, scale).setPosition(p);
      const colour = this.colours[k]!;
      if (level === "high" || level === "medium") {
        this.fine.setMatrixAt(fine, matrix);
        this.fine.setColorAt(fine, colour);
        fine++;
      } else {
        this.coarse.setMatrixAt(coarse, matrix);
        this.coarse.setColorAt(coarse, colour);
        coarse++;
      }
    });
    this.fine.count = fine;
    this.coarse.count = coarse;
    for (const mesh of [this.fine, this.coarse]) {
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
    // Planets only where stars are drawn in detail; with LOD that means the camera is near.
    this.planets.visible = !this.lod || this.orbit.distance < 40;
    this.stats.detail = counts;
    this.stats.visibleSystems = n - counts.culled;
    this.stats.totalSystems = n;
  }

  resize(width: number, height: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    this.renderer.setSize(this.width, this.height, false);
    this.orbit.setAspect(this.width / this.height);
    this.invalidate();
  }

  /** Camera changed: levels of detail are sorted again on the next frame. */
  cameraMoved(): void {
    if (this.lod) this.updateDetail();
    this.invalidate();
  }

  invalidate(): void {
    this.dirty = true;
    if (this.frame === null) this.frame = requestAnimationFrame(this.render);
  }

  private readonly render = () => {
    this.frame = null;
    if (!this.dirty) return;
    this.dirty = false;
    const started = performance.now();
    this.renderer.render(this.scene3d, this.orbit.camera);
    recordFrame(this.stats, performance.now() - started);
  };

  /** Where the k-th system is drawn on the canvas, or null when it is behind the camera or culled. */
  private screenPosition(k: number, v = new Vector3()): { x: number; y: number } | null {
    const camera = this.orbit.camera;
    const p = this.positions[k]!;
    if (this.lod && detailLevel(p.distanceTo(camera.position), this.map.systems.length) === "culled") return null;
    v.copy(p).project(camera);
    if (v.z > 1 || v.z < -1) return null;
    return { x: ((v.x + 1) / 2) * this.width, y: ((1 - v.y) / 2) * this.height };
  }

  /** The system nearest the pointer on screen, within a few pixels. */
  pick(x: number, y: number): SceneSystem | null {
    const v = new Vector3();
    let best: SceneSystem | null = null;
    let bestDistance = PICK_RADIUS_PX * PICK_RADIUS_PX;
    this.map.systems.forEach((s, k) => {
      const at = this.screenPosition(k, v);
      if (!at) return;
      const d = (at.x - x) ** 2 + (at.y - y) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = s;
      }
    });
    return best;
  }

  /** Centres the camera on a grid cell. */
  focusOn(x: number, y: number, distance?: number): void {
    const p = systemPosition3d(x, y, this.map.grid);
    this.orbit.lookAt(p.x, p.z, distance);
    this.cameraMoved();
  }

  /** The camera's target in grid coordinates (for the minimap). */
  targetCell(): { x: number; y: number } {
    return {
      x: this.orbit.target.x / WORLD_SCALE + this.map.grid.width / 2,
      y: this.orbit.target.z / WORLD_SCALE + this.map.grid.height / 2,
    };
  }

  dispose(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.clearRings();
    if (this.territory) {
      this.territory.geometry.dispose();
      (this.territory.material as LineBasicMaterial).dispose();
    }
    for (const d of this.disposables) d.dispose();
    this.fine.dispose();
    this.coarse.dispose();
    this.planets.dispose();
    this.fleetCones.dispose();
    this.renderer.dispose();
  }
}
