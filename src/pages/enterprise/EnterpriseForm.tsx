import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { errorText } from '../common/errorText';
import { mobileRule, requiredText } from '../common/formRules';
import { submitEnterpriseApply, type EnterpriseApplyBody } from './enterpriseApi';

/** The certification form; values typed stay on a failed submit. */
export function EnterpriseForm({ initialValues, onSubmitted }: { initialValues?: Partial<EnterpriseApplyBody>; onSubmitted: () => void }) {
  const [form] = Form.useForm<EnterpriseApplyBody>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: EnterpriseApplyBody) => {
    setError(null);
    setSubmitting(true);
    try {
      await submitEnterpriseApply({
        dealerName: values.dealerName.trim(),
        registerAddr: values.registerAddr.trim(),
        manager: values.manager.trim(),
        phone: values.phone.trim(),
      });
      onSubmitted();
    } catch (e) {
      setError(errorText(e, '提交失败，请稍后重试'));
      setSubmitting(false);
    }
  };

  return (
    <Form<EnterpriseApplyBody>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      style={{ maxWidth: 560 }}
      initialValues={initialValues}
      onFinish={onFinish}
      autoComplete="off"
    >
      <Form.Item label="企业名称" name="dealerName" rules={[requiredText('请输入企业名称')]}>
        <Input placeholder="与营业执照上的名称一致" maxLength={64} />
      </Form.Item>
      <Form.Item label="注册地址" name="registerAddr" rules={[requiredText('请输入注册地址')]}>
        <Input placeholder="请输入注册地址" maxLength={128} />
      </Form.Item>
      <Form.Item label="负责人" name="manager" rules={[requiredText('请输入负责人姓名')]}>
        <Input placeholder="请输入负责人姓名" maxLength={20} />
      </Form.Item>
      <Form.Item label="手机号" name="phone" rules={[requiredText('请输入手机号码'), mobileRule]}>
        <Input placeholder="请输入手机号码" maxLength={15} />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={submitting}>
          提交认证
        </Button>
      </Form.Item>
    </Form>
  );
}
