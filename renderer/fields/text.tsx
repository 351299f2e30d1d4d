/** Value types text, textarea, phone and link. */
import { Input } from 'antd';
import { inputPlaceholder } from './placeholders';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';
import { safeHref } from './webAddress';

const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));
const inputValue = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

function TextRead({ value }: ReadProps) {
  return <>{asText(value)}</>;
}

function TextEdit({ field, value, onChange, disabled, readOnly, componentProps }: EditProps) {
  return (
    <Input
      allowClear
      placeholder={inputPlaceholder(field)}
      maxLength={field.maxLength}
      {...componentProps}
      value={inputValue(value)}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function TextareaRead({ value }: ReadProps) {
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{asText(value)}</span>;
}

function TextareaEdit({ field, value, onChange, disabled, readOnly, componentProps }: EditProps) {
  return (
    <Input.TextArea
      rows={4}
      placeholder={inputPlaceholder(field)}
      maxLength={field.maxLength}
      showCount={field.maxLength !== undefined}
      {...componentProps}
      value={inputValue(value)}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function LinkRead({ value }: ReadProps) {
  const text = asText(value);
  const href = safeHref(text);
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

function LinkEdit(props: EditProps) {
  return <TextEdit {...props} field={{ ...props.field, placeholder: props.field.placeholder ?? 'https://' }} />;
}

export const textTypes = {
  text: { Read: TextRead, Edit: TextEdit },
  textarea: { Read: TextareaRead, Edit: TextareaEdit },
  phone: { Read: TextRead, Edit: TextEdit },
  link: { Read: LinkRead, Edit: LinkEdit },
} satisfies Record<string, ValueTypeSpec>;
