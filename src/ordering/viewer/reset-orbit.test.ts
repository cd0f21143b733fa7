// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PerspectiveCamera } from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { resetOrbit } from './garment-scene';

/** The viewer's controls, framed and saved, then turned from the keyboard as a person does. */
function turnedControls() {
  const canvas = document.createElement('canvas');
  // A key press turns by a share of the canvas's height, which happy-dom lays out as 0.
  Object.defineProperty(canvas, 'clientHeight', { value: 600 });
  document.body.append(canvas);
  const camera = new PerspectiveCamera(32, 1, 0.05, 50);
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;
  controls.listenToKeyEvents(canvas);
  controls.keyRotateSpeed = 20;
  camera.position.set(0.9, 1.1, 3.2);
  controls.target.set(0, 0.9, 0);
  controls.update();
  controls.saveState();
  const framed = camera.position.clone();
  canvas.dispatchEvent(new KeyboardEvent('keydown', { code: 'ArrowLeft', shiftKey: true, bubbles: true }));
  controls.update();
  return { camera, controls, framed };
}

/** The frames a viewer draws after a change, each one updating the controls, as garment-scene's draw does. */
const drawFrames = (controls: OrbitControls, n: number) => {
  for (let i = 0; i < n; i++) controls.update();
};

describe('resetting the 3D preview', () => {
  it('shows what it mends: after the controls\' own reset, the momentum of a turn moves the camera on', () => {
    const { camera, controls, framed } = turnedControls();
    expect(camera.position.distanceTo(framed)).toBeGreaterThan(0.01);
    controls.reset();
    drawFrames(controls, 20);
    // Were this not so, the test below would show nothing.
    expect(camera.position.distanceTo(framed)).toBeGreaterThan(0.01);
  });

  it('puts the camera back where it was framed, and it stays there as the frames go on', () => {
    const { camera, controls, framed } = turnedControls();
    resetOrbit(controls);
    expect(camera.position.distanceTo(framed)).toBeLessThan(1e-9);
    drawFrames(controls, 20);
    expect(camera.position.distanceTo(framed)).toBeLessThan(1e-9);
    // Damping is kept for the next drag.
    expect(controls.enableDamping).toBe(true);
  });
});
