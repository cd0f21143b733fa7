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
  TextureLoader,
  TorusGeometry,
  Vector2,
  WebGLRenderer,
  type Material,
  type Object3D,
  type Texture,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { Body, CutVariants, GarmentSpec, ModelKind, ViewerScene } from '@/domain/viewer/garment';

/** How far each layer stands off the body (radius factor): inner garments stay inside outer ones. */
const EASE: Readonly<Record<ModelKind, number>> = { shirt: 1.03, waistcoat: 1.06, jacket: 1.1, overcoat: 1.16, trousers: 1.08, skirt: 1.1 };
/** Torso sections are wider than deep. */
const WIDTH = 1.12;
const DEPTH = 0.78;

const radius = (girthCm: number) => girthCm / (2 * Math.PI) / 100;

/** Heights on the body as shares of its height (a standing adult's proportions). */
function levels(body: Body) {
  const h = body.height / 100;
  return {
    h,
    knee: 0.28 * h,
    crotch: 0.47 * h,
    hip: 0.52 * h,
    waist: 0.61 * h,
    chest: 0.72 * h,
    shoulder: 0.815 * h,
    neck: 0.845 * h,
    head: 0.925 * h,
  };
}

type Materials = { cloth: MeshStandardMaterial; facing: MeshStandardMaterial; trim: MeshStandardMaterial; skin: MeshStandardMaterial; dark: MeshStandardMaterial };

/** A torso-shaped shell from `bottom` to the shoulders, `ease` off the body. */
function torso(body: Body, ease: number, bottom: number, m: Materials, withNeck = true): Mesh {
  const l = levels(body);
  const shoulderR = (body.shoulder / 100 / 2) * 0.92;
  const points = [
    new Vector2(radius(body.hip) * ease * 0.98, bottom),
    new Vector2(radius(body.hip) * ease, Math.max(bottom, l.hip)),
    new Vector2(radius(body.waist) * ease, l.waist),
    new Vector2(radius(body.chest) * ease, l.chest),
    new Vector2(Math.max(shoulderR / WIDTH, radius(body.chest) * 0.85) * ease, l.shoulder - 0.03 * l.h),
    new Vector2(radius(38) * ease * 1.1, l.shoulder + 0.005 * l.h),
  ];
  if (withNeck) points.push(new Vector2(radius(38) * ease, l.neck));
  // Lathe points must climb: a garment starting above the hip (a waistcoat) skips the lower ones.
  const climbing = points.filter((p, i) => i === 0 || p.y > points[0]!.y);
  const mesh = new Mesh(new LatheGeometry(climbing, 48), m.cloth);
  mesh.scale.set(WIDTH, 1, DEPTH);
  return mesh;
}

function sleeves(body: Body, ease: number, m: Materials, withCuffs = false): Group {
  const l = levels(body);
  const group = new Group();
  const length = body.sleeve / 100;
  const top = radius(body.chest) * 0.34 * ease;
  for (const side of [-1, 1]) {
    const sleeve = new Mesh(new CylinderGeometry(top, top * 0.62, length, 24, 1, true), m.cloth);
    const x = (body.shoulder / 100 / 2) * 1.02;
    // Hangs from the shoulder point, a little away from the body.
    sleeve.position.set(side * (x + Math.sin(0.12) * length * 0.5), l.shoulder - 0.02 * l.h - (length / 2) * Math.cos(0.12), 0);
    sleeve.rotation.z = side * 0.12;
    group.add(sleeve);
    if (withCuffs) {
      const cuff = new Mesh(new CylinderGeometry(top * 0.64, top * 0.64, 0.05, 24, 1, true), m.facing);
      cuff.position.set(sleeve.position.x + side * Math.sin(0.12) * length * 0.47, sleeve.position.y - length * 0.47, 0);
      cuff.rotation.z = side * 0.12;
      group.add(cuff);
    }
  }
  return group;
}

/** The front surface's distance from the axis at a height (where small parts are pinned). */
const frontAt = (body: Body, girthCm: number, ease: number) => radius(girthCm) * ease * DEPTH + 0.004;

function lapels(body: Body, ease: number, cut: CutVariants, m: Materials): Group {
  const l = levels(body);
  const group = new Group();
  const z = frontAt(body, body.chest, ease) + 0.002;
  const top = l.shoulder - 0.01 * l.h;
  const bottom = cut.doubleBreasted ? l.waist + 0.05 * l.h : l.waist + 0.02 * l.h;
  const width = radius(body.chest) * (cut.lapel === 'shawl' ? 0.55 : 0.7);
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

function buttons(body: Body, ease: number, cut: CutVariants, m: Materials, girth = body.waist): Group {
  const l = levels(body);
  const group = new Group();
  const z = frontAt(body, girth, ease) + 0.004;
  const rows = cut.doubleBreasted ? cut.buttons / 2 : cut.buttons;
  const columns = cut.doubleBreasted ? [-0.055, 0.055] : [0];
  const start = l.waist + 0.02 * l.h;
  for (let i = 0; i < rows; i++) {
    for (const x of columns) {
      const b = new Mesh(new CylinderGeometry(0.011, 0.011, 0.005, 16), m.trim);
      b.rotation.x = Math.PI / 2;
      b.position.set(x, start + i * 0.05 * (body.height / 170) - (cut.doubleBreasted ? 0 : 0.03 * rows), z);
      group.add(b);
    }
  }
  return group;
}

function pockets(body: Body, ease: number, cut: CutVariants, m: Materials, level: number): Group {
  const group = new Group();
  const r = radius(body.hip) * ease;
  for (const side of [-1, 1]) {
    const size: [number, number, number] =
      cut.pocket === 'patch' ? [0.15, 0.16, 0.006] : cut.pocket === 'jetted' ? [0.14, 0.012, 0.004] : [0.15, 0.05, 0.006];
    const p = new Mesh(new BoxGeometry(...size), cut.pocket === 'jetted' ? m.dark : m.facing);
    const angle = side * 0.62;
    p.position.set(Math.sin(angle) * r * WIDTH, level - (cut.pocket === 'patch' ? 0.05 : 0), Math.cos(angle) * r * DEPTH + 0.006);
    p.rotation.y = angle;
    if (cut.pocket === 'slanted') p.rotation.z = side * 0.25;
    group.add(p);
  }
  return group;
}

function vents(body: Body, ease: number, cut: CutVariants, m: Materials, hem: number): Group {
  const group = new Group();
  const r = radius(body.hip) * ease;
  const xs = cut.vent === 'centre' ? [0] : cut.vent === 'side' ? [-0.72, 0.72] : [];
  for (const k of xs) {
    const v = new Mesh(new BoxGeometry(0.006, 0.2, 0.004), m.dark);
    const angle = Math.PI + k;
    v.position.set(Math.sin(angle) * r * WIDTH, hem + 0.1, Math.cos(angle) * r * DEPTH - 0.004);
    v.rotation.y = angle;
    group.add(v);
  }
  return group;
}

function trousers(body: Body, cut: CutVariants, m: Materials): Group {
  const l = levels(body);
  const ease = EASE.trousers;
  const group = new Group();
  const seat = new Mesh(
    new LatheGeometry([new Vector2(radius(body.hip) * ease, l.crotch - 0.02 * l.h), new Vector2(radius(body.hip) * ease, l.hip), new Vector2(radius(body.waist) * ease, l.waist)], 48),
    m.cloth,
  );
  seat.scale.set(WIDTH, 1, DEPTH);
  group.add(seat);
  // Just inside a jacket's waist, so it never shows through one.
  const waistband = new Mesh(new TorusGeometry(radius(body.waist) * 1.02, 0.008, 8, 48), m.facing);
  waistband.rotation.x = Math.PI / 2;
  waistband.scale.set(WIDTH, DEPTH, 1);
  waistband.position.y = l.waist;
  group.add(waistband);
  const legTop = radius(body.hip) * ease * 0.56;
  const hemY = Math.max(0.02, l.waist - body.trouserLength / 100);
  const legLength = l.crotch - hemY;
  for (const side of [-1, 1]) {
    const leg = new Mesh(new CylinderGeometry(legTop, legTop * 0.62, legLength, 32, 1, true), m.cloth);
    leg.position.set(side * legTop * 0.95, hemY + legLength / 2, 0);
    group.add(leg);
    for (let p = 0; p < cut.pleats; p++) {
      const pleat = new Mesh(new BoxGeometry(0.004, 0.12, 0.004), m.dark);
      pleat.position.set(side * (legTop * 0.95 - 0.03 - p * 0.03), l.waist - 0.07, radius(body.hip) * ease * DEPTH + 0.004);
      group.add(pleat);
    }
    if (cut.turnUps) {
      const cuff = new Mesh(new CylinderGeometry(legTop * 0.66, legTop * 0.66, 0.045, 32, 1, true), m.facing);
      cuff.position.set(leg.position.x, hemY + 0.022, 0);
      group.add(cuff);
    }
  }
  return group;
}

function skirt(body: Body, m: Materials): Mesh {
  const l = levels(body);
  const mesh = new Mesh(
    new LatheGeometry([new Vector2(radius(body.hip) * 1.25, l.knee - 0.02 * l.h), new Vector2(radius(body.hip) * EASE.skirt, l.hip), new Vector2(radius(body.waist) * EASE.skirt, l.waist)], 48),
    m.cloth,
  );
  mesh.scale.set(WIDTH, 1, DEPTH);
  return mesh;
}

function garment(spec: GarmentSpec, body: Body, m: Materials): Object3D {
  const l = levels(body);
  const ease = EASE[spec.kind];
  const group = new Group();
  group.name = `garment-${spec.category_id}`;
  const cut = spec.cut;
  switch (spec.kind) {
    case 'jacket':
    case 'overcoat': {
      const hem = spec.kind === 'overcoat' ? l.knee + 0.02 * l.h : l.crotch - 0.04 * l.h;
      group.add(torso(body, ease, hem, m), sleeves(body, ease, m), lapels(body, ease, cut, m), buttons(body, ease, cut, m));
      group.add(pockets(body, ease, cut, m, l.hip + 0.02 * l.h), vents(body, ease, cut, m, hem));
      break;
    }
    case 'waistcoat': {
      group.add(torso(body, ease, l.hip, m, false));
      group.add(buttons(body, ease, { ...cut, buttons: 5, doubleBreasted: false }, m));
      break;
    }
    case 'shirt': {
      group.add(torso(body, ease, l.crotch, m), sleeves(body, ease, m, true));
      const collar = new Mesh(new CylinderGeometry(radius(39), radius(40), 0.045, 32, 1, true), m.facing);
      collar.position.y = l.neck;
      group.add(collar, buttons(body, ease, { ...cut, buttons: 6, doubleBreasted: false }, m, body.chest));
      break;
    }
    case 'trousers':
      group.add(trousers(body, cut, m));
      break;
    case 'skirt':
      group.add(skirt(body, m));
      break;
  }
  return group;
}

/** Head, neck and hands, so the garments read at the body's scale. */
function figure(body: Body, m: Materials, hasLegs: boolean): Group {
  const l = levels(body);
  const group = new Group();
  const head = new Mesh(new SphereGeometry(0.062 * l.h * 0.6, 32, 16), m.skin);
  head.scale.set(0.85, 1.12, 0.95);
  head.position.y = l.head;
  const neck = new Mesh(new CylinderGeometry(radius(36), radius(38), 0.08 * l.h, 24), m.skin);
  neck.position.y = l.neck;
  group.add(head, neck);
  if (!hasLegs) {
    for (const side of [-1, 1]) {
      const leg = new Mesh(new CylinderGeometry(radius(body.hip) * 0.5, radius(body.hip) * 0.3, l.crotch, 24), m.skin);
      leg.position.set(side * radius(body.hip) * 0.5, l.crotch / 2, 0);
      group.add(leg);
    }
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
  controls.minDistance = 1;
  controls.maxDistance = 8;
  return { renderer, scene, camera, controls };
}

/**
 * The fabric on the cloth: the chosen fabric's image tiled over it, in the fabric's colour until
 * the image has loaded (or when there is none). A texture that loads after another fabric was
 * chosen is dropped.
 */
function createClothTexture(materials: Materials, onLoaded: () => void) {
  const loader = new TextureLoader();
  let texture: Texture | null = null;
  let textureUrl = '';
  const setTexture = (url: string, colour: string) => {
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
    loader.load(url, (loaded) => {
      if (textureUrl !== url) return loaded.dispose();
      loaded.wrapS = loaded.wrapT = RepeatWrapping;
      loaded.repeat.set(3, 3);
      loaded.colorSpace = SRGBColorSpace;
      texture = loaded;
      materials.cloth.map = loaded;
      materials.facing.map = loaded;
      materials.cloth.color.set('#ffffff');
      materials.facing.color.set('#c8c8c8');
      materials.cloth.needsUpdate = true;
      materials.facing.needsUpdate = true;
      onLoaded();
    });
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
  const { setTexture, dispose: disposeTexture } = createClothTexture(materials, () => requestDraw());

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
      setTexture(view.texture, view.colour);
      requestDraw();
      if (!view.garments.length) return;
      model = new Group();
      for (const g of view.garments) model.add(garment(g, view.body, materials));
      model.add(figure(view.body, materials, view.garments.some((g) => g.kind === 'trousers' || g.kind === 'skirt' || g.kind === 'overcoat')));
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
      controls.reset();
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
