// @vitest-environment jsdom
/** Every view of every area document mounts cleanly against the real mock: shard 4 of 4 (tests/schemas/support/everyView.tsx). */
import { vi } from 'vitest';
import { describeEveryView } from './support/everyView';

// Kept: @formily/antd-v5 is a library; its FormGrid lays out through a ResizeObserver ponyfill costing ~1 s per render in jsdom.
vi.mock('@formily/antd-v5', async (importOriginal) =>
  (await import('../../renderer/testing/formInteractions')).withLightGrid(await importOriginal<object>()),
);

await describeEveryView(4, 4);
