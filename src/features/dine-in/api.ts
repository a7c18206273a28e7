import { apiGet } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import { isTableScan } from '../../api/shapes';

export const scanQrCode = (code: string) => apiGet(PATHS.scanQrCode(code), { guard: isTableScan });
