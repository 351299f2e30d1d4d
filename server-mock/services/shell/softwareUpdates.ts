import { zip } from '../../engine/export/zip';
import { ERR, fail, ok } from '../../http/envelope';
import type { FileReply, Reply } from '../../http/reply';
import type { RegisterService } from '../types';
import { attachmentDisposition } from '../../http/contentDisposition';

const BASE = '/api/backlog/v2/api';
export const UPDATE_FILES_PATH = `${BASE}/ngsUpdateFiles`;

/** The newest installation package of the parking-lot client (车场客户端), as backlog/getLastNgsUpdateFile answers it. */
export const LATEST_NGS_UPDATE = {
  fileName: 'ParkClient_Setup_V3.2.0.zip',
  version: 'V3.2.0',
  publishTime: '2026-01-10 10:00:00',
  description: '修复夜间模式下车牌识别率下降的问题；新增岗亭离线收费补传。',
} as const;

/** A small real archive: an installation note (the mock ships no binaries). */
function packageBytes(): Buffer {
  const note = [
    `车场客户端 ${LATEST_NGS_UPDATE.version}`,
    `发布时间：${LATEST_NGS_UPDATE.publishTime}`,
    '',
    LATEST_NGS_UPDATE.description,
    '',
    '安装：解压后运行 setup.exe（模拟环境仅提供说明文件）。',
  ].join('\r\n');
  return zip([{ name: '安装说明.txt', data: Buffer.from(`\ufeff${note}`, 'utf8') }], Date.parse('2026-01-10T02:00:00Z'));
}

/** backlog/getLastNgsUpdateFile: the newest client package, and the package itself (public, like other file addresses). */
export const registerSoftwareUpdates: RegisterService = (router) => {
  const bytes = packageBytes();
  router.get(`${BASE}/getLastNgsUpdateFile`, () =>
    ok({ ...LATEST_NGS_UPDATE, fileSize: bytes.length, fileUrl: `${UPDATE_FILES_PATH}/${LATEST_NGS_UPDATE.fileName}` }),
  );
  router.get(
    `${UPDATE_FILES_PATH}/{fileName}`,
    (req): FileReply | Reply =>
      req.params.fileName === LATEST_NGS_UPDATE.fileName
        ? {
            status: 200,
            bytes,
            contentType: 'application/zip',
            headers: { 'Content-Disposition': attachmentDisposition(LATEST_NGS_UPDATE.fileName), 'X-Content-Type-Options': 'nosniff' },
          }
        : { status: 404, body: fail(ERR.recordNotFound[0], ERR.recordNotFound[1]) },
    { public: true, asset: true },
  );
};
