import { apiGet } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { TableScan } from '../../api/contract';

export const scanQrCode = (code: string) => apiGet<TableScan>(PATHS.scanQrCode(code));
