import { NoLicenceResult } from './NoLicenceResult';

/** /noDoubleAuth: authStatus -2 or -3 while the platform needs both licences (双授权). */
export default function NoDoubleAuthPage() {
  return (
    <NoLicenceResult
      title="平台尚未完成双授权"
      description="当前平台需要同时导入平台授权和独立授权（双授权）后才能使用业务功能。请在授权管理中补齐授权文件，或联系平台管理员处理。"
    />
  );
}
