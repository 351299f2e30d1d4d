// @vitest-environment jsdom
/**
 * Plates read by cameras, names typed by other users and alarm texts from devices reach every operator's
 * browser: they are text, never markup. Each case feeds a live payload and checks it shows literally.
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadValue } from '../../../renderer/fields/ReadValue';
import { bulletinArea, createFakeServices, renderWithServices } from '../../../renderer/testing/fakeServices';
import { userStore } from '../../../src/stores/userStore';
import { AlarmPopups } from '../../../src/realtime/AlarmPopups';
import { clearAlarms, showAlarm } from '../../../src/realtime/alarmStore';
import { renderTopBar, setSession } from '../../../src/testing/topBarSession';

const IMG = '<img src=x onerror=alert(1)>';
const SVG = '<svg><script>alert(1)</script></svg>';
const LINK = '<a href="javascript:alert(1)">点我</a>';

/** No element that a payload could have created. */
const injected = (root: ParentNode) => root.querySelectorAll('img, script, iframe, a[href^="javascript" i]');

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  vi.unstubAllGlobals();
  expect(alert).not.toHaveBeenCalled();
});

describe('schema fields show markup literally', () => {
  const area = bulletinArea();
  it.each([
    ['plate', `浙A·1${IMG}`],
    ['text', `陈建国${IMG}`],
    ['text', `停车场${SVG}`],
    ['textarea', `备注${LINK}`],
    ['phone', `138${IMG}`],
  ])('%s %s', (valueType, value) => {
    const { container } = renderWithServices(
      <ReadValue field={{ valueType } as never} value={value} record={{}} area={area} />,
      createFakeServices(),
    );
    expect(container.textContent).toContain(value);
    expect(injected(container)).toHaveLength(0);
  });
});

describe('the top bar shows a user name literally', () => {
  it.each([IMG, SVG, LINK])('%s', (payload) => {
    setSession();
    const user = userStore.get().user!;
    userStore.set({ user: { ...user, name: `陈建国${payload}` } });
    const { container } = renderTopBar();
    expect(screen.getByText(`陈建国${payload}`)).toBeTruthy();
    expect(injected(container.querySelector('.app-topbar-user-name')!.parentElement!)).toHaveLength(0);
  });
});

describe('alarm popups show device texts literally', () => {
  beforeEach(() => clearAlarms());
  it('plate, park, location, temperature text and device name with payloads', () => {
    render(
      <MemoryRouter>
        <AlarmPopups />
      </MemoryRouter>,
    );
    act(() => {
      showAlarm({
        msgType: 1,
        plateNo: `浙A${IMG}`,
        parkName: `西湖停车场${SVG}`,
        location: `东门${LINK}`,
        alarmTime: '2026-11-22 08:30:00',
      });
      showAlarm({ msgType: 7, alarmName: `高温${IMG}`, deviceName: `相机${SVG}`, addressType: 1, context: `温度${LINK}` });
    });
    const [blacklist, temperature] = screen.getAllByRole('alertdialog');
    for (const text of [`浙A${IMG}`, `西湖停车场${SVG}`, `东门${LINK}`])
      expect(within(blacklist).getAllByText(text).length).toBeGreaterThan(0);
    for (const text of [`高温${IMG}`, `相机${SVG}`, `温度${LINK}`])
      expect(within(temperature).getAllByText(text).length).toBeGreaterThan(0);
    expect(injected(blacklist)).toHaveLength(0);
    expect(injected(temperature)).toHaveLength(0);
  });
});
