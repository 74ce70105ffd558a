/** @jest-environment node */
import { decide } from './fieldWatch';
import { telemetrySettings } from './settings';

const s = telemetrySettings({ FIELD_MIN_VIEWS: '100', FIELD_MIN_INP_SAMPLES: '50' }).watch;
const stats = (views: number, errors: number, inp: number | null = null, inpSamples = 0) => ({
  views,
  errors,
  errorsPer1000: views ? (errors / views) * 1000 : null,
  p75: { INP: inp },
  samples: { INP: inpSamples },
});

describe('rollback from field data', () => {
  it('rolls back a release with far more errors per 1,000 views than the one before', () => {
    expect(decide(stats(200, 30), stats(300, 3), s)).toEqual({
      reason: 'field-errors',
      detail: '150.0 JS errors per 1,000 views (30 in 200) against 10.0 (3 in 300)',
    });
  });

  it('waits for the minimum page views on both sides', () => {
    expect(decide(stats(99, 90), stats(300, 0), s)).toBeNull();
    expect(decide(stats(300, 90), stats(99, 0), s)).toBeNull();
  });

  it('needs both the ratio and the margin: a few more errors on a clean baseline is noise', () => {
    expect(decide(stats(1000, 4), stats(1000, 0), s)).toBeNull(); // 4 per 1,000: within the 5 margin
    expect(decide(stats(1000, 30), stats(1000, 20), s)).toBeNull(); // 1.5× only
    expect(decide(stats(1000, 41), stats(1000, 20), s)?.reason).toBe('field-errors');
  });

  it('rolls back on p75 INP past the ratio and the floor, with enough samples', () => {
    expect(decide(stats(500, 0, 450, 60), stats(500, 0, 200, 60), s)).toEqual({
      reason: 'field-inp',
      detail: 'p75 INP 450 ms (60 samples) against 200 ms (60)',
    });
    expect(decide(stats(500, 0, 180, 60), stats(500, 0, 80, 60), s)).toBeNull(); // under the 200 ms floor
    expect(decide(stats(500, 0, 450, 49), stats(500, 0, 200, 60), s)).toBeNull(); // too few samples
    expect(decide(stats(500, 0, 450, 60), stats(500, 0, null, 0), s)).toBeNull();
  });

  it('names a bad threshold setting', () => {
    expect(() => telemetrySettings({ FIELD_ERRORS_RATIO: '0.5' })).toThrow(
      'FIELD_ERRORS_RATIO must be a number ≥ 1, got "0.5"',
    );
    expect(() => telemetrySettings({ FIELD_WATCH: 'maybe' })).toThrow('FIELD_WATCH must be 1 or 0');
  });
});
