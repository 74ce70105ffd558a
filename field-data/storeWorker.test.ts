/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWorkerWriter } from './storeWorker';
import { createTelemetryStore } from './store';

it('writes on its own thread into the same database file the store reads', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telemetry-worker-'));
  const url = `file:${path.join(dir, 't.db')}`;
  const store = createTelemetryStore({ url });
  await store.migrate();
  const writer = createWorkerWriter({ url });
  try {
    const ts = Date.now();
    const events = Array.from({ length: 300 }, (_, i) => ({
      ts,
      route: '/impresiones/dtf',
      type: i % 3 === 0 ? 'error' : 'view',
      app: 'prints',
      release: 'r1',
      ...(i % 3 === 0 ? { name: 'Error', message: 'boom' } : {}),
    }));
    expect(await writer.insert(events)).toBe(300);
    const stats = await store.releaseStats({ app: 'prints', release: 'r1', since: ts - 1000 });
    expect(stats).toMatchObject({ views: 200, errors: 100 });
    // A write the worker cannot do comes back as an error, not silence.
    await expect(writer.insert([{ ts: 'not a time' }])).rejects.toThrow();
  } finally {
    await writer.close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
