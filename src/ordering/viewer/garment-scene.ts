/**
 * The 3D garment viewer's scene: garments built procedurally with three.js from a
 * `ViewerScene` (src/domain/viewer/garment.ts), so nothing is fetched from another host: the only
 * file it loads is the fabric's texture, served by this app. Every garment is a lathe (a profile
 * turned around the body's axis, flattened front to back) sized from the body's measures, with
 * the visible cut variants (lapels, buttons, pockets, vents, pleats, turn-ups) as small parts on
 * it. This module is loaded only when the viewer opens: three.js is in no route's first download.
 */
import {
  AmbientLight,
  BoxGeometry,
  type BufferGeometry,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DirectionalLight,
  Group,
  HemisphereLight,
  LatheGeometry,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  RepeatWrapping,
  Scene,
  Shape,
  ShapeGeometry,
  SphereGeometry,
  SRGBColorSpace,
  TorusGeometry,
  Vector2,
  WebGLRenderer,
  type Material,
  type Object3D,
  type Texture,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { Body, CutVariants, GarmentSpec, ViewerScene } from '@/domain/viewer/garment';
import {
  buttonsOf,
  EASE,
  girthRadius,
  hemOf,
  lapelsOf,
  legsOf,
  levels,
  pocketsOf,
  radiusAt,
  SECTION,
  skirtProfile,
  sleevesOf,
  torsoProfile,
  trousersOf,
  ventsOf,
  type Point3,
  type ProfilePoint,
} from '@/domain/viewer/geometry';

/**
 * Texture coordinates in metres of cloth: `around` metres across the part's width (its girth), its
 * own height upward. The fabric's texture then repeats at the fabric's real size (its repeat is
 * set per metre) on every part, a sleeve as a body, a small body as a large one, and its stripes
 * run up the garment.
 */
function clothUv<G extends BufferGeometry>(geometry: G, around: number): G {
  const uv = geometry.getAttribute('uv');
  const position = geometry.getAttribute('position');
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) * around, position.getY(i));
  uv.needsUpdate = true;
  return geometry;
}

/** An ellipse's perimeter (Ramanujan), for a stretched section's girth. */
const sectionGirth = (r: number) => {
  const [a, b] = [r * SECTION.width, r * SECTION.depth];
  return Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)));
};

/** A lathe turned from a profile, its sections stretched to the body's width and depth. */
function lathe(profile: readonly ProfilePoint[], material: Material): Mesh {
  const widest = Math.max(...profile.map((p) => p.r));
  const mesh = new Mesh(clothUv(new LatheGeometry(profile.map((p) => new Vector2(p.r, p.y)), 48), sectionGirth(widest)), material);
  mesh.scale.set(SECTION.width, 1, SECTION.depth);
  return mesh;
}

/** An open tube of cloth (a sleeve, a leg, a cuff). */
const tube = (top: number, bottom: number, length: number, segments = 24) => clothUv(new CylinderGeometry(top, bottom, length, segments, 1, true), 2 * Math.PI * top);

type Materials = { cloth: MeshStandardMaterial; facing: MeshStandardMaterial; trim: MeshStandardMaterial; skin: MeshStandardMaterial; dark: MeshStandardMaterial };

function sleeves(body: Body, ease: number, torso: readonly ProfilePoint[], m: Materials, withCuffs = false): Group {
  const group = new Group();
  const s = sleevesOf(body, ease, torso);
  for (const side of [-1, 1]) {
    const sleeve = new Mesh(tube(s.top, s.bottom, s.length), m.cloth);
    sleeve.position.set(side * s.centre.x, s.centre.y, 0);
    sleeve.rotation.z = side * s.tilt;
    group.add(sleeve);
    if (withCuffs) {
      const cuff = new Mesh(tube(s.bottom * 1.03, s.bottom * 1.03, 0.05), m.facing);
      cuff.position.set(sleeve.position.x + side * Math.sin(s.tilt) * s.length * 0.47, sleeve.position.y - s.length * 0.47, 0);
      cuff.rotation.z = side * s.tilt;
      group.add(cuff);
    }
  }
  return group;
}

function lapels(body: Body, torso: readonly ProfilePoint[], cut: CutVariants, m: Materials): Group {
  const l = levels(body);
  const group = new Group();
  const { top, bottom, width, z } = lapelsOf(body, torso, cut);
  for (const side of [-1, 1]) {
    const s = new Shape();
    s.moveTo(0, bottom);
    if (cut.lapel === 'shawl') {
      s.quadraticCurveTo(side * width * 1.2, (bottom + top) / 2, side * width * 0.4, top);
    } else {
      const notchY = top - 0.05 * l.h;
      s.lineTo(side * width, notchY - 0.01 * l.h);
      // A peak lapel points up and out; a notch lapel has its step cut in.
      if (cut.lapel === 'peak') s.lineTo(side * width * 1.15, notchY + 0.035 * l.h);
      else s.lineTo(side * width * 0.7, notchY + 0.01 * l.h);
      s.lineTo(side * width * 0.45, top);
    }
    s.lineTo(side * 0.01, top - 0.02 * l.h);
    s.lineTo(0, bottom);
    const mesh = new Mesh(new ShapeGeometry(s), m.facing);
    mesh.position.z = z;
    group.add(mesh);
  }
  return group;
}

function buttons(points: readonly Point3[], m: Materials, size: number): Group {
  const group = new Group();
  for (const p of points) {
    const b = new Mesh(new CylinderGeometry(size, size, 0.005, 16), m.trim);
    b.rotation.x = Math.PI / 2;
    b.position.set(p.x, p.y, p.z);
    group.add(b);
  }
  return group;
}

function pockets(torso: readonly ProfilePoint[], cut: CutVariants, m: Materials, level: number): Group {
  const group = new Group();
  for (const p of pocketsOf(torso, level)) {
    const size: [number, number, number] =
      cut.pocket === 'patch' ? [0.15, 0.16, 0.006] : cut.pocket === 'jetted' ? [0.14, 0.012, 0.004] : [0.15, 0.05, 0.006];
    const mesh = new Mesh(clothUv(new BoxGeometry(...size), size[0]), cut.pocket === 'jetted' ? m.dark : m.facing);
    mesh.position.set(p.x, p.y - (cut.pocket === 'patch' ? 0.05 : 0), p.z);
    mesh.rotation.y = p.angle;
    if (cut.pocket === 'slanted') mesh.rotation.z = Math.sign(p.angle) * 0.25;
    group.add(mesh);
  }
  return group;
}

function vents(torso: readonly ProfilePoint[], cut: CutVariants, m: Materials, hem: number): Group {
  const group = new Group();
  for (const p of ventsOf(torso, cut, hem)) {
    const v = new Mesh(new BoxGeometry(0.006, 0.2, 0.004), m.dark);
    v.position.set(p.x, p.y, p.z);
    v.rotation.y = p.angle;
    group.add(v);
  }
  return group;
}

function trousers(body: Body, cut: CutVariants, m: Materials): Group {
  const l = levels(body);
  const t = trousersOf(body);
  const group = new Group();
  group.add(lathe(t.seat, m.cloth));
  const waistband = new Mesh(clothUv(new TorusGeometry(t.waistband.r, t.waistband.tube, 8, 48), sectionGirth(t.waistband.r)), m.facing);
  waistband.rotation.x = Math.PI / 2;
  waistband.scale.set(SECTION.width, SECTION.depth, 1);
  waistband.position.y = t.waistband.y;
  group.add(waistband);
  const front = radiusAt(t.seat, l.waist - 0.07) * SECTION.depth + 0.004;
  for (const side of [-1, 1]) {
    const leg = new Mesh(tube(t.legTop, t.legBottom, t.legLength, 32), m.cloth);
    leg.position.set(side * t.legX, t.hemY + t.legLength / 2, 0);
    group.add(leg);
    for (let p = 0; p < cut.pleats; p++) {
      const pleat = new Mesh(new BoxGeometry(0.004, 0.12, 0.004), m.dark);
      pleat.position.set(side * (t.legX - 0.03 - p * 0.03), l.waist - 0.07, front);
      group.add(pleat);
    }
    if (cut.turnUps) {
      const cuff = new Mesh(tube(t.legBottom * 1.04, t.legBottom * 1.04, 0.045, 32), m.facing);
      cuff.position.set(leg.position.x, t.hemY + 0.022, 0);
      group.add(cuff);
    }
  }
  return group;
}

function garment(spec: GarmentSpec, body: Body, m: Materials): Object3D {
  const l = levels(body);
  const ease = EASE[spec.kind];
  const group = new Group();
  group.name = `garment-${spec.category_id}`;
  const cut = spec.cut;
  const hem = hemOf(body, spec.kind);
  switch (spec.kind) {
    case 'jacket':
    case 'overcoat': {
      const torso = torsoProfile(body, ease, hem);
      const lapelPlane = lapelsOf(body, torso, cut);
      group.add(lathe(torso, m.cloth), sleeves(body, ease, torso, m), lapels(body, torso, cut, m), buttons(buttonsOf(body, torso, cut, lapelPlane), m, 0.011));
      group.add(pockets(torso, cut, m, l.hip + 0.02 * l.h), vents(torso, cut, m, hem));
      break;
    }
    case 'waistcoat': {
      const torso = torsoProfile(body, ease, hem, false);
      group.add(lathe(torso, m.cloth), buttons(buttonsOf(body, torso, { ...cut, buttons: 5, doubleBreasted: false }), m, 0.009));
      break;
    }
    case 'shirt': {
      const torso = torsoProfile(body, ease, hem);
      group.add(lathe(torso, m.cloth), sleeves(body, ease, torso, m, true));
      const collar = new Mesh(tube(girthRadius(39), girthRadius(40), 0.045, 32), m.facing);
      collar.position.y = l.neck;
      group.add(collar, buttons(buttonsOf(body, torso, { ...cut, buttons: 6, doubleBreasted: false }), m, 0.007));
      break;
    }
    case 'trousers':
      group.add(trousers(body, cut, m));
      break;
    case 'skirt':
      group.add(lathe(skirtProfile(body), m.cloth));
      break;
  }
  return group;
}

/** Head, neck and legs, so the garments read at the body's scale; the legs stand on the floor under any trousers. */
function figure(body: Body, m: Materials): Group {
  const l = levels(body);
  const group = new Group();
  const head = new Mesh(new SphereGeometry(0.062 * l.h * 0.6, 32, 16), m.skin);
  head.scale.set(0.85, 1.12, 0.95);
  head.position.y = l.head;
  const neck = new Mesh(new CylinderGeometry(girthRadius(36), girthRadius(38), 0.08 * l.h, 24), m.skin);
  neck.position.y = l.neck;
  group.add(head, neck);
  const legs = legsOf(body);
  for (const side of [-1, 1]) {
    const leg = new Mesh(new CylinderGeometry(legs.top, legs.bottom, legs.length, 24), m.skin);
    leg.position.set(side * legs.x, legs.centreY, 0);
    group.add(leg);
  }
  return group;
}

export type GarmentViewer = {
  show: (scene: ViewerScene) => void;
  resize: (width: number, height: number) => void;
  reset: () => void;
  dispose: () => void;
  /** Milliseconds from creation to the first frame drawn with a model. */
  firstFrame: Promise<number>;
};

/** The renderer, the lit scene, the camera and its orbit controls: the studio every garment is shown in. */
function createStage(canvas: HTMLCanvasElement) {
  // preserveDrawingBuffer: the canvas can be read back (the browser tests check its pixels).
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  renderer.outputColorSpace = SRGBColorSpace;
  const scene = new Scene();
  scene.background = new Color('#eef1f4');
  scene.add(new HemisphereLight('#ffffff', '#8a8f99', 1.6), new AmbientLight('#ffffff', 0.35));
  const sun = new DirectionalLight('#ffffff', 2.2);
  sun.position.set(1.2, 2.5, 2);
  scene.add(sun);
  const camera = new PerspectiveCamera(32, 1, 0.05, 50);
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;
  controls.enablePan = false;
  // Turned from the keyboard too, once the canvas has the focus: Shift (or Ctrl) and the arrow keys,
  // some 15-20 degrees a press (the controls' step is a turn divided by the canvas's height).
  controls.listenToKeyEvents(canvas);
  controls.keyRotateSpeed = 20;
  // Close enough to see a pinstripe.
  controls.minDistance = 0.4;
  controls.maxDistance = 8;
  return { renderer, scene, camera, controls };
}

/**
 * Puts the camera back where it was framed, and keeps it there. OrbitControls' own reset leaves the
 * momentum of the last drag or key press, which the damping then spends turning the garment away
 * from the view just restored: on a slow tablet for seconds. The momentum is spent first, at once,
 * with the damping off (an update without damping clears it).
 */
export function resetOrbit(controls: OrbitControls): void {
  const damping = controls.enableDamping;
  controls.enableDamping = false;
  controls.update();
  controls.enableDamping = damping;
  controls.reset();
}

/** Pixels each tile of a fabric's texture is drawn at: its lines stay sharp when the camera comes close. */
const TILE_PX = 256;

/**
 * The fabric's texture drawn sharp: the SVG is one repeat of the pattern, a few units wide, which
 * the browser would rasterise at that size (its stripes a blur of one pixel); it is drawn at
 * TILE_PX instead, and mipmapped and filtered at a slant so it does not shimmer from afar.
 */
async function loadFabricTexture(url: string, maxAnisotropy: number): Promise<CanvasTexture> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = TILE_PX;
  canvas.getContext('2d')!.drawImage(image, 0, 0, TILE_PX, TILE_PX);
  const texture = new CanvasTexture(canvas);
  texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = maxAnisotropy;
  return texture;
}

/**
 * The fabric on the cloth: the chosen fabric's texture tiled at its real size (the cloth's texture
 * coordinates are metres, see clothUv), in the fabric's colour until the image has loaded (or when
 * there is none). A texture that loads after another fabric was chosen is dropped.
 */
function createClothTexture(materials: Materials, maxAnisotropy: number, onLoaded: () => void) {
  let texture: Texture | null = null;
  let textureUrl = '';
  const setTexture = (url: string, repeatCm: number, colour: string) => {
    if (url === textureUrl) return;
    textureUrl = url;
    texture?.dispose();
    texture = null;
    materials.cloth.map = null;
    materials.facing.map = null;
    materials.cloth.color.set(colour);
    materials.facing.color.set(colour).multiplyScalar(0.8);
    materials.cloth.needsUpdate = true;
    materials.facing.needsUpdate = true;
    if (!url) return;
    loadFabricTexture(url, maxAnisotropy).then(
      (loaded) => {
        if (textureUrl !== url) return loaded.dispose();
        loaded.repeat.set(100 / repeatCm, 100 / repeatCm);
        texture = loaded;
        materials.cloth.map = loaded;
        materials.facing.map = loaded;
        materials.cloth.color.set('#ffffff');
        materials.facing.color.set('#c8c8c8');
        materials.cloth.needsUpdate = true;
        materials.facing.needsUpdate = true;
        onLoaded();
      },
      // Unreachable (offline before the texture was cached): the fabric's colour stays.
      () => undefined,
    );
  };
  return { setTexture, dispose: () => texture?.dispose() };
}

/** Throws when the browser cannot make a WebGL context (the component then says so). */
export function createGarmentViewer(canvas: HTMLCanvasElement): GarmentViewer {
  const started = performance.now();
  const { renderer, scene, camera, controls } = createStage(canvas);

  const materials: Materials = {
    cloth: new MeshStandardMaterial({ color: '#5b6470', roughness: 0.88, side: 2 }),
    facing: new MeshStandardMaterial({ color: '#4a525c', roughness: 0.7, side: 2 }),
    trim: new MeshStandardMaterial({ color: '#2b2622', roughness: 0.4, metalness: 0.2 }),
    skin: new MeshStandardMaterial({ color: '#d8c3b0', roughness: 0.9 }),
    dark: new MeshStandardMaterial({ color: '#1f2328', roughness: 0.9 }),
  };
  let model: Group | null = null;
  let markFirst: (ms: number) => void = () => {};
  const firstFrame = new Promise<number>((resolve) => (markFirst = resolve));
  const { setTexture, dispose: disposeTexture } = createClothTexture(materials, renderer.capabilities.getMaxAnisotropy(), () => requestDraw());

  const frameBody = (height: number) => {
    camera.position.set(0.9, height * 0.62, 3.2 * (height / 1.75));
    controls.target.set(0, height * 0.52, 0);
    controls.update();
    controls.saveState();
  };

  const disposeModel = () => {
    if (!model) return;
    scene.remove(model);
    model.traverse((o) => {
      if (o instanceof Mesh) o.geometry.dispose();
    });
    model = null;
  };

  let lastHeight = 0;
  let drawn = false;
  // Frames are drawn on demand (a change, a drag, the damping after it), never in an idle loop: a
  // tablet's battery and a shared CPU are spared while the garment stands still.
  let frame = 0;
  const draw = () => {
    frame = 0;
    const moving = controls.update();
    renderer.render(scene, camera);
    if (model && !drawn) {
      drawn = true;
      markFirst(performance.now() - started);
    }
    if (moving) requestDraw();
  };
  const requestDraw = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  controls.addEventListener('change', requestDraw);

  return {
    show: (view) => {
      disposeModel();
      setTexture(view.texture, view.textureRepeatCm, view.colour);
      requestDraw();
      if (!view.garments.length) return;
      model = new Group();
      for (const g of view.garments) model.add(garment(g, view.body, materials));
      model.add(figure(view.body, materials));
      scene.add(model);
      const height = view.body.height / 100;
      // A new body height reframes; a new choice keeps the user's angle.
      if (Math.abs(height - lastHeight) > 0.2 || !lastHeight) frameBody(height);
      lastHeight = height;
      requestDraw();
    },
    resize: (width, height) => {
      renderer.setSize(width, height, false);
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
      requestDraw();
    },
    reset: () => {
      resetOrbit(controls);
      requestDraw();
    },
    dispose: () => {
      cancelAnimationFrame(frame);
      controls.removeEventListener('change', requestDraw);
      disposeModel();
      controls.dispose();
      disposeTexture();
      for (const m of Object.values(materials) as Material[]) m.dispose();
      renderer.dispose();
    },
    firstFrame,
  };
}
