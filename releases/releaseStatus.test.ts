/** @jest-environment node */
import { type StatusEvent, previousOf, releaseStatuses } from './releaseStatus';

const publish = (releaseId: string, staged = false): StatusEvent => ({
  event: 'publish',
  releaseId,
  ...(staged ? { staged } : {}),
});
const switchTo = (from: string | null, to: string | null, reason = 'deploy'): StatusEvent => ({
  event: 'switch',
  from,
  to,
  reason,
});

describe('previousOf', () => {
  it('walks back through deploys: a release reached by a rollback keeps the one it replaced when deployed', () => {
    const history = [switchTo(null, 'a'), switchTo('a', 'b'), switchTo('b', 'c'), switchTo('c', 'b', 'rollback')];
    expect(previousOf('b', history, 'a')).toBe('a');
  });

  it('is the release live before the last switch to it, else the one it was published over', () => {
    const history = [
      publish('a'),
      switchTo(null, 'a'),
      publish('s', true),
      publish('b'),
      switchTo('a', 'b'),
      switchTo('b', 's'),
    ];
    expect(previousOf('s', history, 'a')).toBe('b');
    expect(previousOf('b', history, 'a')).toBe('a');
    expect(previousOf('a', history, null)).toBeNull();
    expect(previousOf('never-live', history, 'a')).toBe('a');
  });
});

describe('releaseStatuses', () => {
  it('labels live, previous, and staged releases never live', () => {
    const history = [publish('a'), switchTo(null, 'a'), publish('s1', true), publish('s2', true), switchTo('a', 's2')];
    const statuses = releaseStatuses({ ids: ['a', 's1', 's2'], live: 's2', history, previousOfLive: 'a' });
    expect([...statuses]).toEqual([
      ['a', ['previous']],
      ['s1', ['staged']],
      ['s2', ['live']],
    ]);
  });

  it('a staged release that was live once and rolled back is no longer "staged"', () => {
    const history = [
      publish('a'),
      switchTo(null, 'a'),
      publish('s', true),
      switchTo('a', 's', 'promote'),
      switchTo('s', 'a', 'rollback'),
    ];
    expect(releaseStatuses({ ids: ['a', 's'], live: 'a', history, previousOfLive: 's' }).get('s')).toEqual([
      'previous',
    ]);
  });
});
