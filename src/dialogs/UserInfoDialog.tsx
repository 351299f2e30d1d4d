import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Descriptions, Modal, Spin, Tag } from 'antd';
import { textOrEmpty } from '../../renderer/fields/empty';
import { getProfile, type Profile } from './dialogApi';
import type { DialogProps } from './dialogTypes';
import { openEnterpriseAuth } from './enterpriseAuth';
import { ProfileEditDialog, type ProfileEditMode } from './ProfileEditDialog';

export const NOT_CERTIFIED = '尚未认证';
export const NOT_BOUND = '尚未绑定';

const withTag = (value: string | undefined, certified: boolean) => (
  <>
    {textOrEmpty(value)}
    {!certified && (
      <Tag color="warning" style={{ marginLeft: 8 }}>
        {NOT_CERTIFIED}
      </Tag>
    )}
  </>
);

const action = (label: string, onClick: () => void, danger = false) => (
  <Button
    type="link"
    size="small"
    danger={danger}
    onClick={onClick}
    style={{ marginLeft: danger ? 0 : 8, padding: danger ? 0 : undefined }}
  >
    {label}
  </Button>
);

/** The rows of the dialog (spec §2 "User information dialog"): sub-account (userType 3) or main account layout. */
export function profileRows(profile: Profile, edit: (mode: ProfileEditMode) => void): { label: string; content: ReactNode }[] {
  const certified = profile.registStatus === 1;
  const unit = withTag(profile.dealerName, certified);
  const address = { label: '注册地址', content: withTag(profile.registerAddr, certified) };
  if (profile.userType === 3) {
    const bound = profile.isVerify === 1;
    return [
      { label: '姓名', content: textOrEmpty(profile.name) },
      { label: '账号', content: textOrEmpty(profile.account) },
      {
        label: '手机号码',
        content: bound ? (
          <>
            {textOrEmpty(profile.userPhone)}
            {action('修改', () => edit('phone'))}
          </>
        ) : (
          action(NOT_BOUND, () => edit('phone'), true)
        ),
      },
      { label: '运营单位', content: unit },
      address,
    ];
  }
  return [
    { label: '账号', content: textOrEmpty(profile.account) },
    {
      label: '负责人',
      content: (
        <>
          {textOrEmpty(profile.manager)}
          {action('修改', () => edit('manager'))}
        </>
      ),
    },
    { label: '手机号码', content: textOrEmpty(profile.phone) },
    {
      label: '运营单位',
      content: (
        <>
          {unit}
          {action('企业认证', () => openEnterpriseAuth(profile.registStatus))}
        </>
      ),
    },
    address,
  ];
}

/** 用户信息: the profile with its edit dialog (修改负责人 / 绑定手机号码); the profile reloads after an edit. */
export function UserInfoDialog({ onClose }: DialogProps) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<ProfileEditMode | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    getProfile()
      .then((p) => setProfile(p))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);

  useEffect(load, [load]);

  return (
    <Modal open title="用户信息" width={560} footer={null} onCancel={onClose}>
      <Spin spinning={loading}>
        {profile ? (
          <Descriptions
            bordered
            column={1}
            size="middle"
            styles={{ label: { width: 120 } }}
            items={profileRows(profile, setEditing).map((row) => ({ key: row.label, label: row.label, children: row.content }))}
          />
        ) : (
          <div style={{ minHeight: 120 }} />
        )}
      </Spin>
      {editing && profile && <ProfileEditDialog mode={editing} profile={profile} onClose={() => setEditing(null)} onDone={load} />}
    </Modal>
  );
}
