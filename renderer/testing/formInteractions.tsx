/** Shared helpers of the form tests: the bulletin back-end fixtures and antd interactions in jsdom. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { EndpointCall } from '../core/services';
import { ok } from './fakeServices';

const CITIES: Record<string, { addrName: string; addrCode: string }[]> = {
  '33': [
    { addrName: '杭州市', addrCode: '3301' },
    { addrName: '宁波市', addrCode: '3302' },
  ],
  '32': [{ addrName: '南京市', addrCode: '3201' }],
};

/** The dictionary endpoints of sysBulletin. */
export const bulletinDictionaryRoutes = (): Record<string, unknown> => ({
  'GET /basic/v2/api/sysDicts/findByDicType': ok([
    { dictName: '系统公告', dictValue: 1 },
    { dictName: '运营商公告', dictValue: 2 },
  ]),
  'GET /publicity/v2/api/bulletinInfos/DealerTypes': ok([
    { dealerTypeName: '停车运营商', dealerType: 1 },
    { dealerTypeName: '充电运营商', dealerType: 2 },
  ]),
  'GET /publicity/v2/api/bulletinInfos/addrInfo': ok([
    { addrName: '浙江省', addrCode: '33' },
    { addrName: '江苏省', addrCode: '32' },
  ]),
  'GET /dealer/v2/api/level2AddrInfos': (call: EndpointCall) => ok(CITIES[String(call.params?.parentCode)] ?? []),
});

/** The FormItem whose label is `label`. */
export function fieldBox(label: string): HTMLElement {
  const labels = [...document.querySelectorAll('.ant-formily-item-label')].filter(
    (el) => el.textContent?.replace(/[*:：\s]/g, '') === label,
  );
  if (labels.length !== 1) throw new Error(`找到 ${labels.length} 个标签为 ${label} 的表单项`);
  return labels[0].closest('.ant-formily-item') as HTMLElement;
}

export const hasField = (label: string) =>
  [...document.querySelectorAll('.ant-formily-item-label')].some((el) => el.textContent?.replace(/[*:：\s]/g, '') === label);

/** The text input of a field (the text area of a rich-text editor, not its tab switch). */
export const inputOf = (label: string) =>
  (fieldBox(label).querySelector('textarea') ??
    fieldBox(label).querySelector('input:not([type=radio]):not([type=checkbox])')) as HTMLInputElement;

export function typeInto(label: string, value: string) {
  fireEvent.change(inputOf(label), { target: { value } });
}

/** Opens the select of a field and clicks an option (waits for a loaded dictionary). */
export async function choose(label: string, option: string) {
  const selector = fieldBox(label).querySelector('.ant-select-selector') as HTMLElement;
  fireEvent.mouseDown(selector);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (el) => el.getAttribute('title') === option,
    );
    if (!found) throw new Error(`没有选项 ${option}`);
    return found as HTMLElement;
  });
  fireEvent.click(item);
}

/** The labels shown in a select. */
export const selectedLabels = (label: string) =>
  [...fieldBox(label).querySelectorAll('.ant-select-selection-item')].map((el) => el.getAttribute('title') ?? el.textContent);

export const isSelectDisabled = (label: string) =>
  fieldBox(label).querySelector('.ant-select')?.classList.contains('ant-select-disabled') ?? false;

export const errorsOf = (label: string) => fieldBox(label).querySelector('.ant-formily-item-error-help')?.textContent ?? '';

export const button = (name: RegExp) => screen.getByRole('button', { name });

/**
 * @formily/antd-v5 with FormGrid replaced by a plain CSS grid. FormGrid lays out through a
 * ResizeObserver ponyfill that costs about a second per render in jsdom; the behaviour tests use this,
 * FormView.layout.test.tsx renders the real FormGrid.
 */
export function withLightGrid<T extends object>(actual: T): T {
  const LightGrid = ({ children, maxColumns = 1 }: { children?: ReactNode; maxColumns?: number }) => (
    <div className="light-grid" style={{ display: 'grid', gridTemplateColumns: `repeat(${maxColumns}, 1fr)` }}>
      {children}
    </div>
  );
  return { ...actual, FormGrid: LightGrid };
}
