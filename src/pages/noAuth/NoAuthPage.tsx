import { NoLicenceResult } from './NoLicenceResult';

/** /noAuth: authStatus -2, no licence imported. */
export default function NoAuthPage() {
  return (
    <NoLicenceResult
      title="平台尚未导入授权"
      description="平台尚未导入授权文件，暂时无法使用业务功能。请在授权管理中导入授权文件，或联系平台管理员处理。"
    />
  );
}
