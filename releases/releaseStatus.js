// What each release of an app is now, from its history (releases/releaseStore.js): the one
// `live` points to, the `previous` one a rollback returns to, and the `staged` candidates
// (published with `deploy --stage`, never live yet). Pure: the store passes what it read.

/** @import { HistoryEvent } from './releaseStore' */

/**
 * What the labels are worked out from: the fields of history.json's events (releaseStore.js
 * HistoryEvent) that this module reads.
 * @typedef {{ event: HistoryEvent['event'], releaseId?: string, staged?: boolean, from?: string | null,
 *   to?: string | null, reason?: string }} StatusEvent
 */

/**
 * Switches that go back: a rollback, the deploy's own after a failed smoke check, and the field
 * watcher's (field-data/fieldWatch.js) on visitors' errors or slow interactions.
 */
const FIELD_REASONS = new Set(['field-errors', 'field-inp']);
const BACKWARD = new Set(['rollback', 'smoke-failed', ...FIELD_REASONS]);

/**
 * The release `id` replaced when it was last made live by a deploy or a promote (so repeated
 * rollbacks walk back through what was deployed), else the one live when it was published; null
 * when there was none.
 * @param {string} id
 * @param {StatusEvent[]} history  oldest first
 * @param {string | null} [publishedOver]  release.json's `previous`
 */
function previousOf(id, history, publishedOver = null) {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const e = history[i];
    if (e.event === 'switch' && e.to === id && !BACKWARD.has(e.reason || '')) return e.from || null;
  }
  return publishedOver;
}

/**
 * Labels of each release id: 'live', 'previous', 'staged', 'canary 10%'.
 * @param {{ ids: string[], live: string | null, history: StatusEvent[], previousOfLive: string | null,
 *   canary?: { release: string, percent: number } | null }} o
 * @returns {Map<string, string[]>}
 */
function releaseStatuses({ ids, live, history, previousOfLive, canary = null }) {
  const everLive = new Set(history.filter((e) => e.event === 'switch' && e.to).map((e) => e.to));
  const staged = new Set(history.filter((e) => e.event === 'publish' && e.staged).map((e) => e.releaseId));
  /** @type {Map<string, string[]>} */
  const statuses = new Map();
  for (const id of ids) {
    /** @type {string[]} */
    const labels = [];
    if (id === live) labels.push('live');
    if (id === previousOfLive) labels.push('previous');
    if (staged.has(id) && !everLive.has(id)) labels.push('staged');
    if (canary && canary.release === id) labels.push(`canary ${canary.percent}%`);
    statuses.set(id, labels);
  }
  return statuses;
}

module.exports = { previousOf, releaseStatuses, BACKWARD, FIELD_REASONS };
