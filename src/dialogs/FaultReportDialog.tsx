import { useMemo, useState } from 'react';
import { Form, Input, type UploadFile } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { showSuccess } from '../api/toast';
import { FAULT_DESCRIPTION_MAX, FAULT_TITLE_INPUT_MAX, validateFaultReport, type FaultReportErrors } from '../validators';
import { saveErrorReport } from './dialogApi';
import type { DialogProps } from './dialogTypes';
import { FaultPhotos, PHOTO_HINT, photoUrls } from './FaultPhotos';
import { errorProps, useTouchedErrors } from './useTouchedErrors';
import { FormDialog } from './FormDialog';

export const FAULT_RECORDS_PATH = '/equipMonitoring/abnormalRecord/universeAbnormalRecord';
export const SAVED = '保存成功!';
export const JUMP_CONFIRM = '是否立即跳转至故障上报记录页?';

type Field = keyof FaultReportErrors;

/**
 * 故障上报 (spec §2, §5 "Fault report"): title, description, up to 4 photos; platformErrorReports/save, then the
 * confirm to jump to the records page unless the user is already there.
 */
export function FaultReportDialog({ onClose, confirm }: DialogProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [errorTitle, setTitle] = useState('');
  const [errorContent, setContent] = useState('');
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const picUrls = useMemo(() => photoUrls(photos), [photos]);
  const uploading = photos.some((p) => p.status === 'uploading');

  const errors = useMemo(() => validateFaultReport({ errorTitle, errorContent, picUrls }), [errorTitle, errorContent, picUrls]);
  const { visible, touch, validateAll } = useTouchedErrors<Field>(errors);

  const submit = async () => {
    if (!validateAll()) return;
    setBusy(true);
    try {
      await saveErrorReport({ errorTitle: errorTitle.trim(), errorContent: errorContent.trim(), picUrls });
    } catch {
      setBusy(false);
      return;
    }
    showSuccess(SAVED);
    onClose();
    if (pathname !== FAULT_RECORDS_PATH && (await confirm(JUMP_CONFIRM))) navigate(FAULT_RECORDS_PATH);
  };

  return (
    <FormDialog title="故障上报" width={560} busy={busy} okDisabled={uploading} onCancel={onClose} onOk={submit}>
      <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 20 }}>
        <Form.Item label="标题" required {...errorProps(visible.errorTitle)}>
          <Input
            value={errorTitle}
            maxLength={FAULT_TITLE_INPUT_MAX}
            showCount
            placeholder="请输入标题"
            aria-label="标题"
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => touch('errorTitle')}
          />
        </Form.Item>
        <Form.Item label="故障描述" required {...errorProps(visible.errorContent)}>
          <Input.TextArea
            value={errorContent}
            maxLength={FAULT_DESCRIPTION_MAX}
            showCount
            rows={4}
            placeholder="请输入故障描述"
            aria-label="故障描述"
            onChange={(e) => setContent(e.target.value)}
            onBlur={() => touch('errorContent')}
          />
        </Form.Item>
        <Form.Item label="图片" extra={PHOTO_HINT} {...errorProps(visible.picUrls)}>
          <FaultPhotos files={photos} onChange={setPhotos} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
