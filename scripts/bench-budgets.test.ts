/** @jest-environment node */
import { evaluateBudgets } from './bench-budgets';

const row = (loadsWithLongTask: string) => ({ route: '/uniformes/basquetbol', loadsWithLongTask, maxLongTaskMs: 40 });

describe('bench budgets', () => {
  it('basketball: at most a fifth of first visits may have a long task', () => {
    expect(evaluateBudgets([row('1/5')], null).map((r) => r.pass)).toEqual([true]);
    expect(evaluateBudgets([row('2/5')], null).map((r) => r.pass)).toEqual([false]);
    expect(evaluateBudgets([row('0/3')], null).map((r) => r.pass)).toEqual([true]);
    expect(evaluateBudgets([row('1/3')], null).map((r) => r.pass)).toEqual([false]);
    expect(evaluateBudgets([{ route: '/', loadsWithLongTask: '3/3', maxLongTaskMs: 90 }], null)).toEqual([]);
  });

  it('order page: each action needs a clean attempt, and a probe that sees long tasks', () => {
    const ok = evaluateBudgets([], { calibrated: true, addHundredth: [[63], []], document: [[]] });
    expect(ok.map((r) => r.pass)).toEqual([true, true]);
    const slow = evaluateBudgets([], { calibrated: true, addHundredth: [[]], document: Array(8).fill([70]) });
    expect(slow.map((r) => r.pass)).toEqual([true, false]);
    const blind = evaluateBudgets([], { calibrated: false, addHundredth: [[]], document: [[]] });
    expect(blind.map((r) => r.pass)).toEqual([false, false]);
  });
});
