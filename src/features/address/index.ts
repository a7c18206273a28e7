export { AddressScreen } from './AddressScreen';
export { AddressForm } from './LazyAddressForm';
export type { AddressFormProps } from './AddressForm';
export { addressLines, AddressTypeIcon } from './addressText';
export { listAddresses } from './api';
