// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { bulletinDictionaryRoutes, button, fieldBox, hasField } from '../testing/formInteractions';
import FormView from './FormView';

const area = bulletinArea();
// The bulletin form with one submit written as the shorthand `submit`: 确定 in a modal, 保存 on a page.
const { submits: _submits, ...bulletinForm } = area.views.form as FormViewSpec;
const view: FormViewSpec = { ...bulletinForm, submit: 'create' };

describe('FormView layout (real FormGrid)', () => {
  it('shows the titled groups, each a FormGrid of its fields, with 取消 / 确定 under them', () => {
    const services = createFakeServices({ routes: bulletinDictionaryRoutes() });
    services.validators = { nameWithColon: () => undefined, url: () => undefined };
    renderWithServices(
      <FormView area={area} viewName="form" view={view} params={{}} pointer="/views/form" container="modal" onClose={() => {}} />,
      services,
    );
    const groups = [...document.querySelectorAll('.renderer-form-group')];
    expect(groups.map((g) => g.querySelector('h2')?.textContent)).toEqual(['基本信息', '发布范围', '公告内容', '附件']);
    expect(groups).toHaveItemsAllMatching((g) => g.querySelector('.ant-formily-grid-layout'));
    for (const label of ['公告标题', '公告类型', '强制阅读', '发布省份', '发布城市', '公告内容', '附件链接'])
      expect(hasField(label)).toBe(true);
    expect(fieldBox('公告内容').getAttribute('data-grid-span')).toBe('2');
    expect(groups[0].contains(fieldBox('强制阅读'))).toBe(true);
    expect(groups[2].contains(fieldBox('公告内容'))).toBe(true);
    expect(fieldBox('附件链接').getAttribute('data-grid-span')).toBe('2');
    expect(groups[3].contains(fieldBox('附件链接'))).toBe(true);
    expect(document.querySelector('.ant-alert')).toBeNull();
    expect(button(/取\s*消/)).toBeTruthy();
    expect(button(/确\s*定/)).toBeTruthy();
    expect(screen.getByText('不选表示该省份的全部城市')).toBeTruthy();
  });

  it('as a page: a card titled by the view with 保存 and no 取消 when nothing opened it', () => {
    renderWithServices(
      <FormView area={area} viewName="form" view={view} params={{}} pointer="/views/form" container="page" />,
      createFakeServices({ routes: bulletinDictionaryRoutes() }),
    );
    expect(document.querySelector('.ant-card-head-title')?.textContent).toBe('新增公告');
    expect(button(/保\s*存/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
  });
});
