import { CONFIG_LIMITS, FILL_LIGHT_MODES, type LaneTerminalConfig } from '../../../contracts/lanePages';

/** What a terminal shows and does before anyone sent it parameters. */
export const DEFAULT_TERMINAL_CONFIG: LaneTerminalConfig = {
  displayText: '欢迎光临 一路平安',
  voiceVolume: 6,
  gateAutoCloseSeconds: 10,
  fillLightMode: 0,
  recognitionThreshold: 80,
};

/** A lane display shows Chinese characters, letters, digits, spaces and common punctuation only (no emoji, no symbols). */
const DISPLAYABLE = /^[\u4e00-\u9fa5A-Za-z0-9 ，。！？、：；·（）()!?,.:;-]+$/u;

const integerIn = (value: unknown, [min, max]: readonly [number, number]) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** The parameters of a 下发配置 body, or the first problem in Chinese. */
export function checkTerminalConfig(body: unknown): { config: LaneTerminalConfig } | { error: string } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = typeof b.displayText === 'string' ? b.displayText.trim() : '';
  if (text === '') return { error: '请输入显示屏文字' };
  if ([...text].length > CONFIG_LIMITS.displayTextMax) return { error: `显示屏文字不能超过 ${CONFIG_LIMITS.displayTextMax} 个字` };
  if (!DISPLAYABLE.test(text)) return { error: '显示屏文字只能包含汉字、字母、数字、空格和常用标点' };
  const [vMin, vMax] = CONFIG_LIMITS.voiceVolume;
  if (!integerIn(b.voiceVolume, CONFIG_LIMITS.voiceVolume)) return { error: `语音音量应为 ${vMin}～${vMax} 的整数` };
  const [gMin, gMax] = CONFIG_LIMITS.gateAutoCloseSeconds;
  if (!integerIn(b.gateAutoCloseSeconds, CONFIG_LIMITS.gateAutoCloseSeconds))
    return { error: `道闸自动关闭秒数应为 ${gMin}～${gMax} 的整数` };
  if (!FILL_LIGHT_MODES.some((m) => m.value === b.fillLightMode))
    return { error: `补光灯模式应为${FILL_LIGHT_MODES.map((m) => m.label).join('、')}之一` };
  const [rMin, rMax] = CONFIG_LIMITS.recognitionThreshold;
  if (!integerIn(b.recognitionThreshold, CONFIG_LIMITS.recognitionThreshold))
    return { error: `识别置信度阈值应为 ${rMin}～${rMax} 的整数` };
  return {
    config: {
      displayText: text,
      voiceVolume: b.voiceVolume as number,
      gateAutoCloseSeconds: b.gateAutoCloseSeconds as number,
      fillLightMode: b.fillLightMode as number,
      recognitionThreshold: b.recognitionThreshold as number,
    },
  };
}
