export { dineInTableAtom } from './tableAtoms';
export type { DineInTable } from './tableAtoms';
export { openTable } from './openTable';
export { ScanTableButton } from './ScanTableButton';
export { tableCodeFrom } from './tableCode';
