/** SPEC 3: the picture shown for a customer who has none (served by the API's /media). */
export const DEFAULT_USER_IMAGE_URL = '/media/default-user.svg';
