import { Flex, Form, Input, InputNumber, Radio, Slider, type FormInstance } from 'antd';
import { CONFIG_LIMITS, FILL_LIGHT_MODES, type LaneTerminalConfig } from '../../../contracts/lanePages';

export const useTerminalConfigForm = () => Form.useForm<LaneTerminalConfig>()[0];

const [vMin, vMax] = CONFIG_LIMITS.voiceVolume;
const [gMin, gMax] = CONFIG_LIMITS.gateAutoCloseSeconds;
const [rMin, rMax] = CONFIG_LIMITS.recognitionThreshold;
const required = (label: string) => ({ required: true, message: `请输入${label}` });

/** 语音音量: a slider with the value beside it, both editing the same number. */
function VolumeInput({ value, onChange }: { value?: number; onChange?(value: number): void }) {
  return (
    <Flex gap={16} align="center">
      <Slider
        min={vMin}
        max={vMax}
        marks={{ [vMin]: '静音', 5: '5', [vMax]: '10' }}
        value={value}
        onChange={onChange}
        style={{ flex: 1 }}
      />
      <InputNumber
        aria-label="语音音量"
        min={vMin}
        max={vMax}
        precision={0}
        value={value}
        onChange={(v) => v !== null && onChange?.(v)}
        style={{ width: 72 }}
      />
    </Flex>
  );
}

/** The parameters of a lane terminal, with the bounds the terminal accepts (contracts/lanePages.ts). */
export function TerminalConfigForm({
  form,
  initial,
  onFinish,
}: {
  form: FormInstance<LaneTerminalConfig>;
  initial: LaneTerminalConfig;
  onFinish(values: LaneTerminalConfig): void;
}) {
  return (
    <Form form={form} initialValues={initial} onFinish={onFinish} labelCol={{ flex: '160px' }} wrapperCol={{ flex: '480px' }} colon>
      <Form.Item
        label="显示屏文字"
        name="displayText"
        rules={[required('显示屏文字')]}
        extra="车道显示屏滚动显示的文字，仅支持汉字、字母、数字与常用标点"
      >
        <Input maxLength={CONFIG_LIMITS.displayTextMax} showCount placeholder="如：欢迎光临 一路平安" />
      </Form.Item>
      <Form.Item label="语音音量" name="voiceVolume" rules={[required('语音音量')]}>
        <VolumeInput />
      </Form.Item>
      <Form.Item
        label="道闸自动关闭秒数"
        name="gateAutoCloseSeconds"
        rules={[required('道闸自动关闭秒数')]}
        extra={`车辆通过后道闸自动落杆的等待时间，${gMin}～${gMax} 秒`}
      >
        <InputNumber min={gMin} max={gMax} precision={0} addonAfter="秒" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item label="补光灯模式" name="fillLightMode" rules={[required('补光灯模式')]}>
        <Radio.Group options={FILL_LIGHT_MODES.map((m) => ({ value: m.value, label: m.label }))} optionType="button" />
      </Form.Item>
      <Form.Item
        label="识别置信度阈值"
        name="recognitionThreshold"
        rules={[required('识别置信度阈值')]}
        extra={`低于此置信度的车牌识别结果需人工确认，${rMin}～${rMax}%`}
      >
        <InputNumber min={rMin} max={rMax} precision={0} addonAfter="%" style={{ width: 180 }} />
      </Form.Item>
    </Form>
  );
}
