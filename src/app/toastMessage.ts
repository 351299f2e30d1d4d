/** antd's message, which draws the toasts: a chunk of its own, fetched by the first toast or ahead of it (`shellServices.ts`). */
export { message } from 'antd';
