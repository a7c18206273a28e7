import { apiGet, apiPost } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { SaveAddressRequest, UpdateAddressRequest } from '../../api/contract';
import { isSavedAddress, isSavedAddressList } from '../../api/shapes';

export const listAddresses = () => apiGet(PATHS.addressList, { auth: true, guard: isSavedAddressList });
export const saveAddress = (address: SaveAddressRequest) =>
  apiPost(PATHS.saveAddress, address, { auth: true, idempotencyKey: true, guard: isSavedAddress });
export const updateAddress = (address: UpdateAddressRequest) =>
  apiPost(PATHS.updateAddress, address, { auth: true, idempotencyKey: true, guard: isSavedAddress });
export const deleteAddress = (recordId: number) => apiPost(PATHS.deleteAddress, { recordId }, { auth: true, idempotencyKey: true });
