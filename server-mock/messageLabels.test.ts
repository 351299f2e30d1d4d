import { describe, expect, it } from 'vitest';
import { testServerPerFile } from './testing/serverPerFile';

/**
 * Refusal messages reach the operator as toasts: they name a field by its Chinese label, never by its wire name
 * (`dealStatus 只能为 1 或 2` became 处理结果只能为处理完成或关闭).
 */
const server = testServerPerFile();

/** An identifier of the wire (camelCase or a lone lowercase word of 3+ letters) inside a message. */
const WIRE_NAME = /\b[a-z]+[A-Z][a-zA-Z]*\b|\b(?:type|status|id|ids)\b/;

describe('messages name fields by their Chinese labels', () => {
  it.each([
    ['POST', '/api/backlog/v2/api/backlogs/deal', { dealStatus: 1 }, '待办事项不能为空'],
    ['POST', '/api/backlog/v2/api/backlogs/deal', { backlogId: 'BL000019', dealStatus: 0 }, '处理结果只能为处理完成或关闭'],
    ['POST', '/api/backlog/v2/api/backlogs/deal', { backlogId: 'BL000019', dealStatus: 1, dealRemark: 5 }, '处理说明必须为文本'],
    ['GET', '/api/basic/v2/api/thirdPlatformPage/url', undefined, '第三方页面不能为空'],
    ['GET', '/api/basic/v2/api/dealer/viewNotice?noticeType=7', undefined, '协议类型不正确'],
    ['GET', '/api/device/v2/api/illegalParkRecords/list?pageNo=1&pageSize=10&status=x', undefined, '处理状态不正确'],
    ['GET', '/api/device/v2/api/abnormalOccupyRecords/list?pageNo=1&pageSize=10&status=x', undefined, '处理状态不正确'],
    ['GET', '/api/device/v2/api/cameraCoveredRecords/history?pageNo=1&pageSize=10&recoverType=x', undefined, '恢复方式不正确'],
    ['GET', '/api/finance/v2/api/verify/cornerMark?dealStatus=5', undefined, '处理状态只能为待处理或已处理'],
    [
      'GET',
      '/api/publicity/v2/api/bulletinInfos/platformBulletinInfos?pageNo=1&pageSize=10&hasRead=2',
      undefined,
      '阅读状态只能为已读或未读',
    ],
    ['POST', '/api/user/v2/api/sysUser/updateAccount', { account: 'newname' }, '用户编号不能为空'],
  ] as const)('%s %s %j → %s', async (method, path, body, msg) => {
    const res = await server.t.call(method, path, { token: server.token, body });
    expect(res.body).toMatchObject({ code: '0x10d7500400', msg });
    expect(res.body.msg).not.toMatch(WIRE_NAME);
  });
});
