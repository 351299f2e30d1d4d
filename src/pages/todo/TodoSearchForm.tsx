import { useEffect } from 'react';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import type { BacklogType } from '../../api/shell';
import { DEAL_STATUS_OPTIONS } from './dealStatus';
import type { TodoFilters } from './todoValue';

interface Props {
  value: TodoFilters;
  types: BacklogType[];
  typesLoading: boolean;
  onSearch: (filters: TodoFilters) => void;
  onReset: () => void;
}

const EMPTY: TodoFilters = { title: undefined, backlogType: undefined, dealStatus: undefined };

/** 标题 / 类型 / 状态 with 查询 and 重置. */
export function TodoSearchForm({ value, types, typesLoading, onSearch, onReset }: Props) {
  const [form] = Form.useForm<TodoFilters>();

  useEffect(() => {
    form.setFieldsValue({ ...EMPTY, ...value });
  }, [form, value]);

  return (
    <Form<TodoFilters> form={form} onFinish={onSearch} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={7}>
          <Form.Item label="标题" name="title" style={{ marginBottom: 12 }}>
            <Input placeholder="请输入标题" allowClear maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label="类型" name="backlogType" style={{ marginBottom: 12 }}>
            <Select
              placeholder="请选择类型"
              allowClear
              loading={typesLoading}
              options={types.map((t) => ({ value: t.value, label: t.label }))}
              notFoundContent="暂无类型"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item label="状态" name="dealStatus" style={{ marginBottom: 12 }}>
            <Select placeholder="请选择状态" allowClear options={DEAL_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue(EMPTY);
                onReset();
              }}
            >
              重置
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
