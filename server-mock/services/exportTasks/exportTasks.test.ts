import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { parseXlsx } from '../imports/importFile';
import { EXPORT_FAILED_MSG, EXPORT_FILES_PATH } from './store';
import { SLICE_ROWS } from './runner';
import type { ExportTask } from '../../../contracts/shellData';

const EXPORT = '/api/publicity/v2/api/bulletinInfos/export';
const LIST = '/api/publicity/v2/api/bulletinInfos';
const TASKS = '/api/backlog/v2/api/exportTasks';
const HEADER = '公告标题,公告类型,公告状态,强制阅读,创建人,更新时间';
const FILE_URL = new RegExp(`^${EXPORT_FILES_PATH}/[0-9a-f]{24}\\.(csv|xlsx)$`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Downloads a file without a token, as the browser's link does. */
async function download(t: TestServer, url: string) {
  const res = await fetch(t.url + url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const csvLines = (bytes: Buffer) => bytes.subarray(3).toString('utf8').split('\r\n').slice(0, -1);

/** Polls the task list until the task leaves 0/1; returns every state seen. */
async function pollTask(t: TestServer, token: string, taskId: string): Promise<ExportTask[]> {
  const seen: ExportTask[] = [];
  for (let i = 0; i < 600; i++) {
    const res = await t.get<{ results: ExportTask[] }>(`${TASKS}?pageNo=1&pageSize=50`, token);
    const task = res.body.data.results.find((r) => r.taskId === taskId);
    if (!task) throw new Error(`task ${taskId} not listed`);
    seen.push(task);
    if (task.status >= 2) return seen;
    await sleep(20);
  }
  throw new Error('task did not finish');
}

describe('exports (seeded bulletins)', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.post('/__mock/settings', { asynExportThreshold: 10000, exportFailNext: 0 });
  });

  it('answers the threshold from the settings, in asynExportThreshold and platformConfig alike', async () => {
    expect((await t.get('/api/backlog/v2/api/asynExportThreshold', admin)).body).toMatchObject({ code: '200', data: 10000 });
    await t.post('/__mock/settings', { asynExportThreshold: 20 });
    expect((await t.get('/api/backlog/v2/api/asynExportThreshold', admin)).body.data).toBe(20);
    expect((await t.get('/api/basic/v2/api/platformConfig')).body.data.asynExportThreshold).toBe(20);
    expect((await t.get('/api/backlog/v2/api/asynExportThreshold')).status).toBe(401);
  });

  it('below the threshold: the address of a CSV with BOM, the column titles and the filtered rows as labels', async () => {
    const res = await t.get<string>(`${EXPORT}?bulletinStatus=3&orderBy=updateTime&orderType=asc&pageNo=2&pageSize=1`, admin);
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatch(FILE_URL);
    const { res: file, bytes } = await download(t, res.body.data);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = file.headers.get('content-disposition') ?? '';
    // An ASCII fallback for old clients, the exact Chinese name as filename* (http/contentDisposition.ts).
    expect(disposition).toMatch(/^attachment; filename="_+_\d{14}\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("''")[1])).toMatch(/^公告列表_\d{14}\.csv$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = csvLines(bytes);
    expect(lines[0]).toBe(HEADER);
    const listed = (await t.get(`${LIST}?bulletinStatus=3&orderBy=updateTime&orderType=asc&pageSize=100`, admin)).body.data;
    expect(lines).toHaveLength(listed.totalRecord + 1);
    // Every row, in the list's order (paging ignored), with labels instead of codes.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(listed.results.map((r: { title: string }) => r.title));
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      expect(cells[2]).toBe('已发布');
      expect(['系统公告', '运营公告', '维护通知']).toContain(cells[1]);
      expect(['是', '否']).toContain(cells[3]);
      expect(cells[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('filters like the list (title contains)', async () => {
    const res = await t.get<string>(`${EXPORT}?title=${encodeURIComponent('通知')}`, admin);
    const lines = csvLines((await download(t, res.body.data)).bytes);
    const listed = (await t.get(`${LIST}?title=${encodeURIComponent('通知')}&pageSize=100`, admin)).body.data;
    expect(lines.length - 1).toBe(listed.totalRecord);
    expect(lines.slice(1)).toHaveItemsAllMatching((l) => l.split(',')[0].includes('通知'));
  });

  it('fileType xlsx: a workbook with the header and one row per record', async () => {
    const res = await t.get<string>(`${EXPORT}?fileType=xlsx&bulletinStatus=3`, admin);
    expect(res.body.data).toMatch(/\.xlsx$/);
    const { res: file, bytes } = await download(t, res.body.data);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const rows = await parseXlsx(bytes);
    expect(rows[0]).toEqual(HEADER.split(','));
    expect(rows.slice(1).map((r) => r[2])).toHaveItemsAllMatching((status) => status === '已发布');
    const total = (await t.get(`${LIST}?bulletinStatus=3`, admin)).body.data.totalRecord;
    expect(total).toBeGreaterThan(0);
    expect(rows).toHaveLength(total + 1);
  });

  it.each([
    ['fileType=pdf', '导出文件类型只能为 csv 或 xlsx'],
    ['bulletinStatus=x', '公告状态格式不正确'],
    ['orderBy=title', '不支持按「title」排序'],
  ])('refuses %s with 0x10d7500400 %s', async (query, msg) => {
    expect((await t.get(`${EXPORT}?${query}`, admin)).body).toMatchObject({ code: '0x10d7500400', msg });
  });

  it('asyn=1 makes a task even below the threshold; it reaches 2 with a file of its rows', async () => {
    const res = await t.get(`${EXPORT}?asyn=1&bulletinStatus=3`, admin);
    expect(res.body.data).toEqual({ taskId: expect.stringMatching(/^[0-9a-f]{16}$/), async: true });
    const seen = await pollTask(t, admin, res.body.data.taskId);
    const done = seen[seen.length - 1];
    expect(done).toMatchObject({
      status: 2,
      progress: 100,
      fileType: 'csv',
      fileUrl: expect.stringMatching(FILE_URL),
      finishTime: expect.any(String),
    });
    expect(done.fileName).toMatch(/^公告列表_\d{14}\.csv$/);
    expect(done.errorMsg).toBeUndefined();
    const lines = csvLines((await download(t, done.fileUrl!)).bytes);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(done.rowCount + 1);
  });

  it('over the threshold a task is made whatever the console sent', async () => {
    await t.post('/__mock/settings', { asynExportThreshold: 3 });
    const res = await t.get(`${EXPORT}?fileType=xlsx`, admin);
    expect(res.body.data.async).toBe(true);
    const done = (await pollTask(t, admin, res.body.data.taskId)).pop()!;
    expect(done).toMatchObject({ status: 2, fileType: 'xlsx', rowCount: 25 });
    expect(await parseXlsx((await download(t, done.fileUrl!)).bytes)).toHaveLength(25 + 1);
  });

  it('the failure switch fails the next task (status 3, errorMsg, no file) and counts down', async () => {
    await t.post('/__mock/settings', { exportFailNext: 1 });
    const failing = await t.get(`${EXPORT}?asyn=1`, admin);
    const failed = (await pollTask(t, admin, failing.body.data.taskId)).pop()!;
    expect(failed).toMatchObject({ status: 3, errorMsg: EXPORT_FAILED_MSG, finishTime: expect.any(String) });
    expect(failed.fileUrl).toBeUndefined();
    expect((await t.get('/__mock/settings')).body).toMatchObject({ settings: { exportFailNext: 0 } });
    const next = await t.get(`${EXPORT}?asyn=1`, admin);
    expect((await pollTask(t, admin, next.body.data.taskId)).pop()!.status).toBe(2);
  });

  it("lists only the caller's own tasks, newest first, paged; deletes own tasks and their files", async () => {
    // Another account with the bulletin 导出 code (the operator profile does not hold it).
    const other = await t.login('expiring');
    const mine = (await t.get(`${EXPORT}?asyn=1`, other)).body.data.taskId as string;
    const second = (await t.get(`${EXPORT}?asyn=1&fileType=xlsx`, other)).body.data.taskId as string;
    await pollTask(t, other, second);
    const listed = (await t.get(`${TASKS}?pageNo=1&pageSize=1`, other)).body.data;
    expect(listed.totalRecord).toBe(2);
    expect(listed.results.map((r: ExportTask) => r.taskId)).toEqual([second]);
    const page2 = (await t.get(`${TASKS}?pageNo=2&pageSize=1`, other)).body.data;
    expect(page2.results.map((r: ExportTask) => r.taskId)).toEqual([mine]);
    const adminTasks = (await t.get(`${TASKS}?pageSize=100`, admin)).body.data.results as ExportTask[];
    expect(adminTasks.some((r) => r.taskId === mine || r.taskId === second)).toBe(false);

    // Someone else's task is unknown to the caller; nothing is deleted.
    expect((await t.del(TASKS, { taskIds: [adminTasks[0].taskId] }, other)).body).toMatchObject({
      code: '0x10d7500014',
      msg: '记录不存在',
    });
    expect((await t.del(TASKS, { taskIds: [] }, other)).body).toMatchObject({ code: '0x10d7500400', msg: '请选择要删除的记录' });

    const fileUrl = (await pollTask(t, other, mine)).pop()!.fileUrl!;
    expect((await download(t, fileUrl)).res.status).toBe(200);
    expect((await t.del(TASKS, { taskIds: [mine] }, other)).body).toMatchObject({ code: '200', data: null });
    expect((await t.get(TASKS, other)).body.data.results.map((r: ExportTask) => r.taskId)).toEqual([second]);
    expect((await download(t, fileUrl)).res.status).toBe(404);
    expect((await t.get(`${TASKS}?pageNo=0`, other)).body.code).toBe('0x10d7500400');
  });
});

describe('exports of many rows (slices)', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer({ seed: { entityRows: SLICE_ROWS * 2 + 500 } });
    admin = await t.login('admin');
    // Seeding the rows of several slices takes seconds while other test files share the two cores.
  }, 60_000);
  afterAll(() => t.close());

  it('over the threshold: a task whose progress rises slice by slice to a complete file', async () => {
    await t.post('/__mock/settings', { asynExportThreshold: 1000 });
    const res = await t.get(EXPORT, admin);
    expect(res.body.data.async).toBe(true);
    const seen = await pollTask(t, admin, res.body.data.taskId);
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.some((s) => s.status === 1 && s.progress > 0 && s.progress < 100)).toBe(true);
    const done = seen[seen.length - 1];
    expect(done).toMatchObject({ status: 2, progress: 100, rowCount: SLICE_ROWS * 2 + 500 });
    const lines = csvLines((await download(t, done.fileUrl!)).bytes);
    expect(lines).toHaveLength(SLICE_ROWS * 2 + 500 + 1);
    expect(new Set(lines.slice(1)).size).toBeGreaterThan(SLICE_ROWS);
  });

  it('an XLSX task over several slices finishes once with every row in its workbook', async () => {
    await t.post('/__mock/settings', { asynExportThreshold: 1000 });
    const res = await t.get(`${EXPORT}?fileType=xlsx`, admin);
    const seen = await pollTask(t, admin, res.body.data.taskId);
    expect(seen.filter((s) => s.status === 2)).toHaveLength(1);
    const done = seen[seen.length - 1];
    expect(done).toMatchObject({ status: 2, progress: 100, fileType: 'xlsx', rowCount: SLICE_ROWS * 2 + 500 });
    await sleep(500);
    const tasks = (await t.get(`${TASKS}?pageSize=100`, admin)).body.data.results as ExportTask[];
    expect(tasks.find((r) => r.taskId === done.taskId)).toMatchObject({ status: 2, fileUrl: done.fileUrl, finishTime: done.finishTime });
    const rows = await parseXlsx((await download(t, done.fileUrl!)).bytes);
    expect(rows[0]).toEqual(HEADER.split(','));
    expect(rows).toHaveLength(SLICE_ROWS * 2 + 500 + 1);
    expect(new Set(rows.slice(1).map((r) => r.join(','))).size).toBeGreaterThan(SLICE_ROWS);
  }, 60_000);
});
