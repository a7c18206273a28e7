/**
 * The account screens, loaded on demand as one chunk: the add-customer route and the root layout's edit-profile
 * modal both import this module lazily, so the forms, the date fields and the image resizing travel together
 * and never join the small chunk the other screens share (the outlet page's first view stays within budget).
 */
export { RegisterScreen } from './RegisterScreen';
export { default as EditProfileModal } from './EditProfileModal';
