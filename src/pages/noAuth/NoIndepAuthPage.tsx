import { NoLicenceResult } from './NoLicenceResult';

/** /noIndepAuth: authStatus -3, the independent licence is missing. */
export default function NoIndepAuthPage() {
  return (
    <NoLicenceResult
      title="平台尚未导入独立授权"
      description="当前平台需要独立授权才能使用业务功能。请在授权管理中导入独立授权文件，或联系平台管理员处理。"
    />
  );
}
