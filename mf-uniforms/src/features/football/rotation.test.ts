import {
  applyDrag,
  applyKey,
  clampTilt,
  initialViewer,
  QUICK_VIEWS,
  rotationTransform,
  viewerReducer,
  type ViewerState,
} from './rotation';

describe('applyDrag', () => {
  it('turns 0.5° per pixel horizontally and tilts 0.5° per pixel vertically', () => {
    expect(applyDrag({ x: 0, y: 0 }, 10, 0)).toEqual({ x: 0, y: 5 });
    expect(applyDrag({ x: 0, y: 0 }, 0, 10)).toEqual({ x: 5, y: 0 });
    expect(applyDrag({ x: 10, y: 30 }, -20, -4)).toEqual({ x: 8, y: 20 });
  });

  it('clamps the vertical tilt to −45..45', () => {
    expect(applyDrag({ x: 40, y: 0 }, 0, 100)).toEqual({ x: 45, y: 0 });
    expect(applyDrag({ x: -40, y: 0 }, 0, -100)).toEqual({ x: -45, y: 0 });
    expect(applyDrag({ x: 45, y: 0 }, 0, -2)).toEqual({ x: 44, y: 0 });
  });

  it('does not bound the horizontal turn (a full spin is 720 px)', () => {
    expect(applyDrag({ x: 0, y: 0 }, 720, 0)).toEqual({ x: 0, y: 360 });
    expect(applyDrag({ x: 0, y: 0 }, -1000, 0).y).toBe(-500);
  });

  it('never yields −0', () => {
    expect(Object.is(applyDrag({ x: 0, y: 0 }, 0, -0).x, -0)).toBe(false);
  });
});

describe('clampTilt', () => {
  it.each([
    [-90, -45],
    [-45, -45],
    [0, 0],
    [44.5, 44.5],
    [46, 45],
  ])('%p → %p', (input, out) => expect(clampTilt(input)).toBe(out));
});

describe('applyKey', () => {
  it('arrow keys turn and tilt by 15°, other keys do nothing', () => {
    expect(applyKey({ x: 0, y: 0 }, 'ArrowRight')).toEqual({ x: 0, y: 15 });
    expect(applyKey({ x: 0, y: 0 }, 'ArrowLeft')).toEqual({ x: 0, y: -15 });
    expect(applyKey({ x: 0, y: 0 }, 'ArrowDown')).toEqual({ x: 15, y: 0 });
    expect(applyKey({ x: 40, y: 0 }, 'ArrowDown')).toEqual({ x: 45, y: 0 });
    expect(applyKey({ x: -40, y: 0 }, 'ArrowUp')).toEqual({ x: -45, y: 0 });
    expect(applyKey({ x: 0, y: 0 }, 'Enter')).toBeNull();
  });
});

describe('viewerReducer', () => {
  const run = (...actions: Parameters<typeof viewerReducer>[1][]) =>
    actions.reduce<ViewerState>(viewerReducer, initialViewer);

  it('rotates only while dragging', () => {
    expect(run({ type: 'move', x: 50, y: 50 }).rotation).toEqual({ x: 0, y: 0 });
    const s = run({ type: 'start', x: 100, y: 100 }, { type: 'move', x: 140, y: 90 }, { type: 'move', x: 160, y: 90 });
    expect(s.rotation).toEqual({ x: -5, y: 30 });
    expect(s.drag).toEqual({ x: 160, y: 90 });
  });

  it('counts whole pixels: a 100 px drag from a position between pixels turns exactly 50°', () => {
    // Chrome's pointerdown at a stage centred between pixels reports 464.18; the moves, whole pixels.
    const s = run({ type: 'start', x: 464.1875, y: 300.4 }, { type: 'move', x: 564, y: 300 });
    expect(s.rotation).toEqual({ x: 0, y: 50 });
    expect(run({ type: 'start', x: 10.5, y: 0 }, { type: 'move', x: 30.49, y: 0 }).rotation.y).toBe(9.5);
  });

  it('releasing or leaving ends the drag: later moves do nothing', () => {
    const s = run(
      { type: 'start', x: 0, y: 0 },
      { type: 'move', x: 20, y: 0 },
      { type: 'end' },
      { type: 'move', x: 400, y: 400 },
    );
    expect(s).toEqual({ rotation: { x: 0, y: 10 }, drag: null });
  });

  it('a quick view sets the rotation and ends any drag', () => {
    for (const view of QUICK_VIEWS) {
      expect(
        run({ type: 'start', x: 0, y: 0 }, { type: 'move', x: 33, y: 17 }, { type: 'view', rotation: view.rotation }),
      ).toEqual({ rotation: view.rotation, drag: null });
    }
    expect(QUICK_VIEWS.map((v) => [v.label, v.rotation])).toEqual([
      ['Vista Frontal', { x: 0, y: 0 }],
      ['Vista Trasera', { x: 0, y: 180 }],
      ['Vista Lateral', { x: 0, y: 90 }],
    ]);
  });

  it('keys rotate; unknown keys keep the same state object', () => {
    expect(run({ type: 'key', key: 'ArrowRight' }, { type: 'key', key: 'ArrowRight' }).rotation).toEqual({
      x: 0,
      y: 30,
    });
    expect(viewerReducer(initialViewer, { type: 'key', key: 'a' })).toBe(initialViewer);
  });
});

it('rotationTransform writes the CSS transform', () => {
  expect(rotationTransform({ x: -10, y: 180 })).toBe('rotateX(-10deg) rotateY(180deg)');
});
