/** @jest-environment node */
import fs from 'fs';
import { totalScore, gradableStatus, PRELOAD_LIST } from './scan';

describe('observatory scan', () => {
  it('counts bonuses only when the penalties alone leave at least the minimum', () => {
    expect(totalScore([], 90)).toBe(100);
    expect(totalScore([5, 5, 10, 0], 90)).toBe(120);
    expect(totalScore([-5, 5, 10], 90)).toBe(110);
    expect(totalScore([-10, 20], 90)).toBe(110);
    expect(totalScore([-15, 20], 90)).toBe(85);
    expect(totalScore([-25, -20, -20, -5, -20], 90)).toBe(10);
  });

  it('grades the answers the Observatory grades: 2xx, 3xx, 401 and 403', () => {
    expect([200, 204, 301, 308, 401, 403].map(gradableStatus)).toEqual([true, true, true, true, true, true]);
    expect([100, 400, 404, 500, 503].map(gradableStatus)).toEqual([false, false, false, false, false]);
  });

  it("ships an HSTS preload list in the package's format (an object keyed by domain)", () => {
    const list: unknown = JSON.parse(fs.readFileSync(PRELOAD_LIST, 'utf8'));
    expect(list).toEqual(expect.any(Object));
    expect(Array.isArray(list)).toBe(false);
  });
});
