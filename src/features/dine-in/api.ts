import { apiPost } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import { isTableScan } from '../../api/tableScanShapes';

/** The table a QR code names, asked with the code's secret in the body (issue 34). */
export const scanQrCode = (code: string, key: string) => apiPost(PATHS.scanQrCode(code), { key }, { guard: isTableScan });
