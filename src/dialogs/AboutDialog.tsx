import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getAbout, getVersion } from '../api/shell';
import { useShellData } from '../api/useShellData';
import { getPlatLogoUrl, getPlatformName, getPlatformType } from '../auth/session';
import { logout } from '../auth/logout';
import { revokePrivacy } from './dialogApi';
import type { DialogProps } from './dialogTypes';

export const REVOKE_LINK = '取消隐私授权';
export const REVOKE_CONFIRM = '取消授权后将退出登录，是否取消隐私协议授权？';

/**
 * 关于 (spec §2 "Top bar"): logo, platform name and version (getVersion, with dealerInfos/about for logo and name).
 * The operator side (platformType 1) also finds 取消隐私授权 here: after its confirm, revokePrivacy, then logout.
 */
export function AboutDialog({ onClose, confirm }: DialogProps) {
  const navigate = useNavigate();
  const [stored] = useState(() => ({ logoUrl: getPlatLogoUrl() ?? undefined, platformName: getPlatformName() ?? '' }));
  const operatorSide = getPlatformType() === 1;
  // Failures leave the stored values (the HTTP client has said why).
  const loaded = useShellData('about', getAbout).data;
  const version = useShellData('version', getVersion).data;
  const about = {
    logoUrl: loaded?.logoUrl || stored.logoUrl,
    platformName: loaded?.platformName || stored.platformName,
    version: (typeof version === 'string' && version) || loaded?.version || '',
  };

  const revoke = async () => {
    onClose();
    if (!(await confirm(REVOKE_CONFIRM))) return;
    try {
      await revokePrivacy();
    } catch {
      return;
    }
    await logout({ navigate });
  };

  return (
    <Modal open title="关于" width={420} footer={null} onCancel={onClose}>
      <div style={{ textAlign: 'center', padding: '16px 0 8px' }}>
        {about.logoUrl && <img src={about.logoUrl} alt="平台标志" style={{ height: 64, maxWidth: '80%', objectFit: 'contain' }} />}
        <Typography.Title level={4} style={{ margin: '16px 0 8px' }}>
          {about.platformName}
        </Typography.Title>
        <Typography.Text type="secondary">版本号：{about.version || '--'}</Typography.Text>
        {operatorSide && (
          <div style={{ marginTop: 24 }}>
            <Button type="link" size="small" onClick={revoke}>
              {REVOKE_LINK}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
