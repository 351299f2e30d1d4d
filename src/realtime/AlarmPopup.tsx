import { Button, Card } from 'antd';
import { AlertOutlined, CloseOutlined } from '@ant-design/icons';
import { fieldText, type AlarmMessage, type AlarmType } from './alarmTypes';

export interface AlarmPopupProps {
  type: AlarmType;
  message: AlarmMessage;
  onClose(): void;
  onMore(): void;
}

/** One alarm: its type as the title, the message's fields, a close icon and 更多 (to the filtered list). */
export function AlarmPopup({ type, message, onClose, onMore }: AlarmPopupProps) {
  const titleId = `alarm-popup-title-${type.msgType}`;
  const rows = type.fields.map((field) => ({ field, value: fieldText(message, field) })).filter((row) => row.value !== '');
  return (
    <Card
      size="small"
      className="alarm-popup"
      role="alertdialog"
      aria-labelledby={titleId}
      data-msg-type={type.msgType}
      title={
        <span id={titleId} className="alarm-popup__title">
          <AlertOutlined aria-hidden />
          {type.title}
        </span>
      }
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭" onClick={onClose} />}
      actions={[
        <Button key="more" type="link" onClick={onMore}>
          更多
        </Button>,
      ]}
    >
      <dl className="alarm-popup__fields">
        {rows.map(({ field, value }) => (
          <div key={`${field.key}-${field.label}`} className="alarm-popup__row">
            <dt>{field.label}</dt>
            <dd title={value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
