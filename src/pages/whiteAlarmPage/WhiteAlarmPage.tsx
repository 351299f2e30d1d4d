import { Card, Result, Tag, Typography } from 'antd';
import { ALARM_TYPES } from '../../realtime/alarmTypes';
import { LanePageFrame } from '../laneDevice/LanePageStates';

/**
 * /whiteAlarmPage 告警: the white-background alarm page of a duty-room screen. The alarm stream is the platform's
 * socket, which opens with a console session only (docs/wire-protocol.md "Real-time alarms"), so this public page
 * cannot show it by itself: it says so, how the duty room gets the alarms, and which alarm types there are (the
 * titles of the console's popups, realtime/alarmTypes.ts).
 */
export default function WhiteAlarmPage() {
  return (
    <LanePageFrame>
      <Card variant="borderless" style={{ maxWidth: 880, margin: '0 auto' }}>
        <Result
          status="info"
          title="告警值班页由平台提供"
          subTitle={
            <>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                实时告警通过平台的告警通道推送，需登录控制台后才能接收，此页面无法单独打开告警流。
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                值班室大屏请使用值班账号登录控制台：告警会在页面右下角弹出，点击「更多」可进入对应的记录列表处理。
              </Typography.Paragraph>
            </>
          }
        />
        <Typography.Title level={5}>平台推送的告警类型</Typography.Title>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {ALARM_TYPES.map((type) => (
            <Tag key={type.msgType} color="orange" style={{ fontSize: 13, padding: '2px 10px', marginInlineEnd: 0 }}>
              {type.title}
            </Tag>
          ))}
        </div>
      </Card>
    </LanePageFrame>
  );
}
