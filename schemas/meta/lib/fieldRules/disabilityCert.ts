import { DISABILITY_CERT_CATEGORY, DISABILITY_CERT_FORMAT, DISABILITY_CERT_ID } from './messages';
import { idCard } from './idCard';
import { checkText } from './value';

/**
 * 残疾人证号 (the second-generation certificate of the China Disabled Persons' Federation): the holder's 18-character
 * ID card number, then one digit of the disability category (1 视力 … 7 多重) and one of the grade (1–4 级).
 * Wrong length or characters → 应为20位…; an ID part whose birth date or check character is wrong → 前18位不是有效的身份证号;
 * a category or grade out of range → 第19位…第20位….
 */
export const disabilityCertNo = (value: unknown): string | undefined =>
  checkText(value, DISABILITY_CERT_FORMAT, (text) => {
    if (!/^\d{17}[\dXx]\d{2}$/.test(text)) return DISABILITY_CERT_FORMAT;
    if (idCard(text.slice(0, 18))) return DISABILITY_CERT_ID;
    return /^[1-7][1-4]$/.test(text.slice(18)) ? undefined : DISABILITY_CERT_CATEGORY;
  });
