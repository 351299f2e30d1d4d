// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { dealBacklog } from './dealBacklog';
import { envelope, installHttpDoubles } from '../../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  io = installHttpDoubles();
});

describe('dealBacklog', () => {
  it('POSTs the body as JSON to /api/backlog/v2/api/backlogs/deal', async () => {
    io.reply(envelope('200', null));
    await expect(dealBacklog({ backlogId: 'b1', dealStatus: 1, dealRemark: '已核对' })).resolves.toBeNull();
    expect(io.calls[0].url).toBe('/api/backlog/v2/api/backlogs/deal');
    expect(io.calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(io.calls[0].init.body))).toEqual({ backlogId: 'b1', dealStatus: 1, dealRemark: '已核对' });
  });

  it('rejects on a business error after the client toasts its message', async () => {
    io.reply(envelope('0x10d7500015', null, '当前状态不允许该操作'));
    await expect(dealBacklog({ backlogId: 'b1', dealStatus: 2 })).rejects.toMatchObject({ message: '当前状态不允许该操作' });
    expect(io.toasts.map((t) => t.content)).toEqual(['当前状态不允许该操作']);
  });
});
