/**
 * The 3D viewer's rules (docs/product-rules.md#behaviour, #constants): dragging rotates the jersey by 0.5° per
 * pixel; horizontal movement turns it (y, unbounded), vertical movement tilts it (x), clamped
 * to −45..45. Leaving the area or releasing ends the drag. Pure, so every rule is tested.
 */
export type Rotation = { readonly x: number; readonly y: number };

export const DEGREES_PER_PIXEL = 0.5;
export const MAX_TILT = 45;
/** One arrow-key press turns as much as a 30-pixel drag. */
export const KEY_STEP = 15;

export const QUICK_VIEWS = [
  { label: 'Vista Frontal', rotation: { x: 0, y: 0 } },
  { label: 'Vista Trasera', rotation: { x: 0, y: 180 } },
  { label: 'Vista Lateral', rotation: { x: 0, y: 90 } },
] as const satisfies ReadonlyArray<{ label: string; rotation: Rotation }>;

export const FRONT: Rotation = QUICK_VIEWS[0].rotation;

export function clampTilt(x: number): number {
  return Math.max(-MAX_TILT, Math.min(MAX_TILT, x));
}

/** -0 becomes 0 so the rendered attributes read '0'. */
const tidy = (n: number) => (Object.is(n, -0) ? 0 : n);

/** The rotation after dragging dx, dy pixels (right and down are positive). */
export function applyDrag(rotation: Rotation, dx: number, dy: number): Rotation {
  return { x: tidy(clampTilt(rotation.x + dy * DEGREES_PER_PIXEL)), y: tidy(rotation.y + dx * DEGREES_PER_PIXEL) };
}

/** The rotation after an arrow key, or null for any other key. */
export function applyKey(rotation: Rotation, key: string): Rotation | null {
  const px = KEY_STEP / DEGREES_PER_PIXEL;
  switch (key) {
    case 'ArrowLeft':
      return applyDrag(rotation, -px, 0);
    case 'ArrowRight':
      return applyDrag(rotation, px, 0);
    case 'ArrowUp':
      return applyDrag(rotation, 0, -px);
    case 'ArrowDown':
      return applyDrag(rotation, 0, px);
    default:
      return null;
  }
}

export type ViewerState = {
  readonly rotation: Rotation;
  /** The last pointer position while dragging; null when not dragging. */
  readonly drag: { readonly x: number; readonly y: number } | null;
};

export type ViewerAction =
  | { type: 'start'; x: number; y: number }
  | { type: 'move'; x: number; y: number }
  | { type: 'end' }
  | { type: 'view'; rotation: Rotation }
  | { type: 'key'; key: string };

export const initialViewer: ViewerState = { rotation: FRONT, drag: null };

/**
 * Positions count in whole CSS pixels: pointer events report fractions where a mouse event reports
 * the pixel (a stage centred between pixels starts a drag at x.5), and a drag of 100 pixels must
 * turn the jersey 50°, not 50.0038°.
 */
const pixel = (action: { x: number; y: number }) => ({ x: Math.round(action.x), y: Math.round(action.y) });

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'start':
      return { ...state, drag: pixel(action) };
    case 'move': {
      if (!state.drag) return state; // moving without a pressed button does nothing
      const at = pixel(action);
      return { rotation: applyDrag(state.rotation, at.x - state.drag.x, at.y - state.drag.y), drag: at };
    }
    case 'end':
      return state.drag ? { ...state, drag: null } : state;
    case 'view':
      return { rotation: { x: clampTilt(action.rotation.x), y: action.rotation.y }, drag: null };
    case 'key': {
      const rotation = applyKey(state.rotation, action.key);
      return rotation ? { ...state, rotation } : state;
    }
  }
}

/** The CSS transform of the two-faced jersey. */
export function rotationTransform(r: Rotation): string {
  return `rotateX(${r.x}deg) rotateY(${r.y}deg)`;
}
