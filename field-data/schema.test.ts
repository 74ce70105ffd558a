/** @jest-environment node */
import { checkBeacon } from './schema';
import { MAX } from '../shared/src/telemetry/events';

const beacon = (events: object[], extra: object = {}) => ({
  v: 1,
  route: '/impresiones/dtf',
  shell: 'shell-abc',
  events,
  ...extra,
});
const view = { type: 'view', app: 'prints', release: '20261124-101010-prints-x1' };

describe('a beacon', () => {
  it('is taken with every kind of event the collector sends', () => {
    const result = checkBeacon(
      beacon([
        view,
        { type: 'vital', app: 'shell', release: 'shell-abc', name: 'LCP', value: 1234.5 },
        { type: 'vital', app: 'prints', release: 'r1', name: 'CLS', value: 0.0213 },
        {
          type: 'error',
          app: 'prints',
          release: 'r1',
          name: 'TypeError',
          message: "Cannot read properties of undefined (reading 'x')",
        },
        { type: 'island', app: 'order', release: 'r2', name: 'fallback' },
        { type: 'retry', app: 'order', release: 'r2' },
        { type: 'intent', app: 'products', release: 'r3', name: 'whatsapp', item: 'tazas' },
      ]),
    );
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.beacon.events).toHaveLength(7);
  });

  it('keeps markup in a message as text (escaped where shown), but refuses control characters', () => {
    expect(
      checkBeacon(
        beacon([{ type: 'error', app: 'shell', release: 'r', name: 'Error', message: '<img src=x onerror=alert(1)>' }]),
      ).ok,
    ).toBe(true);
    expect(
      checkBeacon(beacon([{ type: 'error', app: 'shell', release: 'r', name: 'Error', message: 'a\u0000b' }])),
    ).toEqual({
      ok: false,
      reason: expect.stringContaining('events.0.message'),
    });
  });

  it.each([
    ['not an object', 'hello', '(beacon)'],
    ['another version', beacon([view], { v: 2 }), 'v'],
    ['a route that is not a path', beacon([view], { route: 'https://evil.example/' }), 'route'],
    ['no events', beacon([]), 'events'],
    ['too many events', beacon(Array.from({ length: MAX.events + 1 }, () => view)), 'events'],
    ['an unknown app', beacon([{ ...view, app: 'evil' }]), 'events.0.app'],
    ['a release with markup', beacon([{ ...view, release: '<script>' }]), 'events.0.release'],
    ['an unknown event type', beacon([{ ...view, type: 'purchase' }]), 'events.0.type'],
    [
      'a vital as a string',
      beacon([{ type: 'vital', app: 'shell', release: 'r', name: 'LCP', value: '12' }]),
      'events.0.value',
    ],
    [
      'a negative vital',
      beacon([{ type: 'vital', app: 'shell', release: 'r', name: 'INP', value: -1 }]),
      'events.0.value',
    ],
    [
      'an unknown vital',
      beacon([{ type: 'vital', app: 'shell', release: 'r', name: 'FID', value: 1 }]),
      'events.0.name',
    ],
    ['an extra key (say, something typed)', beacon([{ ...view, email: 'a@b.c' }]), 'events.0.email'],
    [
      'an item over its limit',
      beacon([{ type: 'intent', app: 'shell', release: 'r', name: 'contact', item: 'x'.repeat(MAX.item + 1) }]),
      'events.0.item',
    ],
    [
      'a message over its limit',
      beacon([{ type: 'error', app: 'shell', release: 'r', name: 'E', message: 'm'.repeat(MAX.message + 1) }]),
      'events.0.message',
    ],
  ])('is refused with %s, saying where', (_what, input, where) => {
    const result = checkBeacon(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason.startsWith(`${where}:`)).toBe(true);
  });
});
