export { ChatWithUsItem } from './ChatWithUsItem';
